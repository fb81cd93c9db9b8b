export { DateInput } from './DateInput';
export type { DateInputElement, DateInputEvent, DateInputProps } from './DateInput';
