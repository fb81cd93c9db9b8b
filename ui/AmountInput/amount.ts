import { code } from '../../domain/errors/message';
import { parseEuroAmount, type Cents } from '../../domain/money/money';

/**
 * What an amount field holds: cents once the text reads as an amount, otherwise the text as
 * typed, which is never dropped (the customer sees it again and is told what is wrong).
 */
export type AmountValue = Cents | string;

export const AMOUNT_MESSAGES = {
  required: code('errors.validation.required'),
  unreadable: code('kit.amountInput.unreadable'),
  minimum: code('errors.validation.minimumCent'),
} as const;

/** As a Finnish customer types it: `1 234,56`, `1234.5`, `12 €` are cents; the rest stays text. */
export function parseAmount(text: string): AmountValue {
  return parseEuroAmount(text) ?? text;
}

/** `123456` → `1 234,56`: groups of three and a decimal comma, always two decimals. */
export function formatAmount(value: AmountValue): string {
  if (typeof value === 'string') return value;
  const cents = Math.abs(value);
  const euros = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${value < 0 ? '-' : ''}${euros},${String(cents % 100).padStart(2, '0')}`;
}

/** Required, an amount, at least 0,01 €: the first rule broken, as a message code. */
export function validateAmount(value: AmountValue): string | null {
  if (typeof value === 'number') return value < 1 ? AMOUNT_MESSAGES.minimum : null;
  return value.trim() === '' ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.unreadable;
}
