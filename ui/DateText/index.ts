export { DateText } from './DateText';
export type { DateTextProps } from './DateText';
