import type { Cents } from '../money/money';
import { centsToEuros, eurosToCents } from '../money/money';

/** Term deposits (määräaikaistalletus): the offer table's sliders and the interest at maturity. */

export const TERM_DEPOSIT_DEFAULTS = { amount: 10000, months: 24 } as const;

/** The configured term-deposit rate, percent a year, for offers that carry none. */
export const TERM_DEPOSIT_RATE_DEFAULT = 2.2;

/** One item of the term-deposit offers query (read from its Items); Amount in whole euros. */
export interface TermDepositOffer {
  Amount: number;
  DurationInMonths: number;
  /** Percent a year; spec does not show it on the item, so it is optional. */
  InterestRate?: number;
}

export interface TermDepositCalculation {
  /** Offered amounts, ascending, each once. */
  amounts: number[];
  /** Offered durations in months, ascending, each once. */
  durations: number[];
  minAmount: number;
  maxAmount: number;
  minDuration: number;
  maxDuration: number;
  /** 10 000 € clamped to the offered amounts' span. */
  defaultAmount: number;
  /** The offered duration nearest to 24 months (the shorter one on a tie). */
  defaultDuration: number;
  /** Sorted by amount, then by duration. */
  offers: TermDepositOffer[];
}

function ascendingUnique(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

function isUsable(offer: TermDepositOffer): boolean {
  return (
    Number.isFinite(offer.Amount) &&
    offer.Amount > 0 &&
    Number.isInteger(offer.DurationInMonths) &&
    offer.DurationInMonths > 0
  );
}

/**
 * The slider data for the term-deposit calculator. Items without a positive amount and whole
 * months are left out. Spec leaves an empty offer list open; we return null and the slider
 * shows 'No data'. An amount can be anything in the span, a duration only one offered.
 */
export function termDepositCalculation(
  items: readonly TermDepositOffer[],
): TermDepositCalculation | null {
  const offers = items
    .filter(isUsable)
    .sort((a, b) => a.Amount - b.Amount || a.DurationInMonths - b.DurationInMonths);
  if (offers.length === 0) return null;
  const amounts = ascendingUnique(offers.map((o) => o.Amount));
  const durations = ascendingUnique(offers.map((o) => o.DurationInMonths));
  const minAmount = amounts[0] as number;
  const maxAmount = amounts[amounts.length - 1] as number;
  const defaultAmount = Math.min(Math.max(TERM_DEPOSIT_DEFAULTS.amount, minAmount), maxAmount);
  let defaultDuration = durations[0] as number;
  for (const duration of durations) {
    const closer =
      Math.abs(duration - TERM_DEPOSIT_DEFAULTS.months) <
      Math.abs(defaultDuration - TERM_DEPOSIT_DEFAULTS.months);
    if (closer) defaultDuration = duration;
  }
  return {
    amounts,
    durations,
    minAmount,
    maxAmount,
    minDuration: durations[0] as number,
    maxDuration: durations[durations.length - 1] as number,
    defaultAmount,
    defaultDuration,
    offers,
  };
}

// Spec leaves the offer's Amount open; we read it as the lowest amount of a rate tier.
/**
 * The yearly rate for a deposit: among the offers of that duration, the one with the largest
 * Amount not above the deposit; its InterestRate, or the configured rate when it has none.
 * Null when no offer of that duration starts at or below the amount.
 */
export function termDepositRate(
  offers: readonly TermDepositOffer[],
  amountEuros: number,
  months: number,
): number | null {
  let tier: TermDepositOffer | null = null;
  for (const offer of offers) {
    if (offer.DurationInMonths !== months || offer.Amount > amountEuros) continue;
    if (!tier || offer.Amount > tier.Amount) tier = offer;
  }
  if (!tier) return null;
  return tier.InterestRate ?? TERM_DEPOSIT_RATE_DEFAULT;
}

/**
 * Interest paid at maturity, before the 30 % withholding tax: simple interest, a month being a
 * twelfth of a year (a fixed-term deposit does not compound), rounded to the cent half up.
 */
export function termDepositInterest(
  amountCents: Cents,
  annualRatePercent: number,
  months: number,
): Cents {
  const euros = (centsToEuros(amountCents) * annualRatePercent * months) / 100 / 12;
  return eurosToCents(euros);
}
