import { CENTS_PER_EURO, parseEuroAmount } from './money';
import { sliderSteps } from '../forms/slider';
import { code } from '../errors/message';

/** The amount limit field works in whole euros: it is an edge of the bank, like the wire. */
export const AMOUNT_LIMIT_MIN_EUROS = 0;
export const AMOUNT_LIMIT_STEP_EUROS = 100;

const wholeEuros = new Intl.NumberFormat('fi-FI', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function checkMax(maxEuros: number): void {
  if (!Number.isFinite(maxEuros) || maxEuros < AMOUNT_LIMIT_MIN_EUROS) {
    throw new RangeError(`Not an amount limit maximum: ${maxEuros}`);
  }
}

/** Formatter: `1 000 €` in fi-FI, no decimals, no-break spaces. */
export function formatWholeEuros(euros: number): string {
  return wholeEuros.format(euros);
}

/** The hint under the field, also its error message: `Valitse summa väliltä 0–1 000 €`. */
export function amountLimitHint(maxEuros: number): string {
  return code('errors.validation.amountBetween', {
    min: AMOUNT_LIMIT_MIN_EUROS * CENTS_PER_EURO,
    max: maxEuros * CENTS_PER_EURO,
  });
}

/** The slider's positions: 0 to the maximum in steps of 100 €, ending with the maximum. */
export function amountLimitSteps(maxEuros: number): number[] {
  checkMax(maxEuros);
  return sliderSteps(AMOUNT_LIMIT_MIN_EUROS, maxEuros, AMOUNT_LIMIT_STEP_EUROS);
}

function readWholeEuros(text: string): number | null {
  const cents = parseEuroAmount(text);
  if (cents === null || cents % CENTS_PER_EURO !== 0) return null;
  return cents / CENTS_PER_EURO;
}

/**
 * Parser: the typed limit in whole euros, clamped to 0…max; null for junk or cents (the field
 * keeps the text as typed). Spec leaves typed amounts between slider steps open; we keep them
 * to the euro rather than snapping to 100 €.
 */
export function parseAmountLimit(text: string, maxEuros: number): number | null {
  checkMax(maxEuros);
  const euros = readWholeEuros(text);
  if (euros === null) return null;
  return Math.min(maxEuros, Math.max(AMOUNT_LIMIT_MIN_EUROS, euros));
}

/** Validator: null for whole euros within 0…max, otherwise the hint as the error message. */
export function validateAmountLimit(text: string, maxEuros: number): string | null {
  checkMax(maxEuros);
  const euros = readWholeEuros(text);
  return euros !== null && euros >= AMOUNT_LIMIT_MIN_EUROS && euros <= maxEuros
    ? null
    : amountLimitHint(maxEuros);
}
