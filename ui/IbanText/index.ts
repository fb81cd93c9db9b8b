export { IbanText } from './IbanText';
export type { IbanTextProps } from './IbanText';
