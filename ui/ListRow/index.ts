export { ListRow } from './ListRow';
export type { ListRowProps } from './ListRow';
