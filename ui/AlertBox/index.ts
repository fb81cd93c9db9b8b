export { AlertBox } from './AlertBox';
export type { AlertBoxProps, AlertTone } from './AlertBox';
