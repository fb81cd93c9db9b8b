export { FormattedInput } from './FormattedInput';
export type { FormattedInputProps } from './FormattedInput';
