export { TransactionRow } from './TransactionRow';
export type { TransactionRowProps } from './TransactionRow';
