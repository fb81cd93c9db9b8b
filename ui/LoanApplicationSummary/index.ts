export { LoanApplicationSummary } from './LoanApplicationSummary';
export type { LoanApplicationSummaryProps } from './LoanApplicationSummary';
