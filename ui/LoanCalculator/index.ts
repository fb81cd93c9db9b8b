export { LoanCalculator } from './LoanCalculator';
export type { LoanCalculatorProps } from './LoanCalculator';
export { selectLoan } from './loanSelection';
export type { LoanSelection } from './loanSelection';
