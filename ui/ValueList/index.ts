export { ValueList } from './ValueList';
export type { ValueListItem, ValueListProps } from './ValueList';
