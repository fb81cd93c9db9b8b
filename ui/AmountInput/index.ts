export { AmountInput } from './AmountInput';
export type { AmountInputProps } from './AmountInput';
export { AMOUNT_MESSAGES, formatAmount, parseAmount, validateAmount } from './amount';
export type { AmountValue } from './amount';
