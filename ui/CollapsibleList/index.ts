export { CollapsibleList } from './CollapsibleList';
export type { CollapsibleListProps } from './CollapsibleList';
