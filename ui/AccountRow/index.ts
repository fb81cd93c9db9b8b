export { AccountRow } from './AccountRow';
export type { AccountRowProps } from './AccountRow';
