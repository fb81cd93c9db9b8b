export { PaymentCardVisual } from './PaymentCardVisual';
export type { PaymentCardVisualProps, PaymentCardVisualSize } from './PaymentCardVisual';
export { lastCardDigits, MaskedCardNumber } from './MaskedCardNumber';
export type { MaskedCardNumberProps } from './MaskedCardNumber';
