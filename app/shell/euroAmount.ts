import { parseEuroAmount, type Cents } from '../../domain/money/money';
import { PAYMENT_MESSAGES, paymentAmountError } from '../../domain/payments/payment';

/** Cents as an amount field shows them: `1234,50`. */
export function amountText(cents: Cents): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * An amount field's rule: euros as a Finnish customer types them (domain/money.ts
 * parseEuroAmount), at least 0,01 €. `unreadable` is the text for what is not an amount.
 */
export function euroAmountError(text: string, unreadable: string): string | null {
  if (text.trim() === '') return PAYMENT_MESSAGES.required;
  const cents = parseEuroAmount(text);
  return cents === null ? unreadable : paymentAmountError(cents);
}
