export { CardList } from './CardList';
export type { CardListProps } from './CardList';
