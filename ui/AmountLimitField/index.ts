export { AmountLimitField } from './AmountLimitField';
export type { AmountLimitFieldProps } from './AmountLimitField';
