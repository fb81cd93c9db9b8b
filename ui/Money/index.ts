export { Money } from './Money';
export type { MoneyProps, MoneyTone } from './Money';
