/**
 * Money is integer cents inside the bank; euros with two decimals only at the edges
 * (the wire, the screen). Rounding is half away from zero, as on Finnish receipts.
 */
import { code } from '../errors/message';

export type Cents = number;

export const CENTS_PER_EURO = 100;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Euros (possibly with float noise, e.g. 1.005) to whole cents, half away from zero. */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount of euros: ${euros}`);
  const cents = Math.round(Math.abs(euros) * CENTS_PER_EURO * (1 + Number.EPSILON));
  return euros < 0 ? -cents : cents;
}

export function centsToEuros(cents: Cents): number {
  return cents / CENTS_PER_EURO;
}

/** A euro amount rounded to whole cents, still in euros (for the loan maths). */
export function roundToCents(euros: number): number {
  return centsToEuros(eurosToCents(euros));
}

export interface MoneyFormatOptions {
  /** `+` in front of positive amounts (incoming transactions). */
  signPrefix?: boolean;
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, signPrefix: boolean): Intl.NumberFormat {
  const key = `${currency}:${signPrefix}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('fi-FI', {
      style: 'currency',
      currency,
      signDisplay: signPrefix ? 'exceptZero' : 'auto',
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * `1 234,56 €` in the fi-FI format: no-break spaces between thousands and before the currency,
 * the minus sign U+2212, always two decimals.
 */
export function formatMoney(cents: Cents, options: MoneyFormatOptions = {}): string {
  return formatter(options.currency ?? 'EUR', options.signPrefix ?? false).format(
    centsToEuros(cents),
  );
}

/**
 * What a screen shows and what a screen reader says for the same amount: the Finnish format
 * (`−12,50 €`), and the code of the words (`miinus 12,50 euroa`), which the customer's language
 * gives, numbers written as that language writes them.
 */
export function moneyParts(
  cents: Cents,
  options: Pick<MoneyFormatOptions, 'signPrefix'> = {},
): { display: string; aria: string } {
  const sign = cents < 0 ? 'negative' : cents > 0 && options.signPrefix ? 'positive' : 'amount';
  return {
    display: formatMoney(cents, options),
    aria: code(`common.money.${sign}`, { amount: Math.abs(cents) }),
  };
}

const AMOUNT_PATTERN = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Reads an amount as a Finnish customer types it: `1 234,56`, `1234.5`, `12 €`, `-5`.
 * Returns null for anything that is not an amount with at most two decimals.
 */
export function parseEuroAmount(text: string): Cents | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace('\u2212', '-');
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * CENTS_PER_EURO + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

export type AmountTone = 'positive' | 'negative' | 'neutral';

/** Positive amounts are shown green; negatives may be red; zero stays plain. */
export function amountTone(amount: Cents): AmountTone {
  if (amount > 0) return 'positive';
  if (amount < 0) return 'negative';
  return 'neutral';
}
