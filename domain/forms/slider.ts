import { readStepperNumber } from './numberStepper';

/** A typed value that is not a number becomes this (the loan calculator's typing fallback). */
export const SLIDER_TYPING_FALLBACK = 25000;

// Spec sets no upper bound; a slider with more positions than this cannot be used by hand.
export const SLIDER_MAX_POSITIONS = 10_000;

/** Parser: a number typed into the slider's value box (`25 000`, `12,5`), or null. */
export function readSliderInput(text: string): number | null {
  return readStepperNumber(text);
}

/** Formatter: the slider value in the fi-FI format (`25 000`). */
export function formatSliderValue(value: number): string {
  return new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 20 }).format(value);
}

/** Validator: whether the value is one the slider offers. */
export function isAllowedSliderValue(value: number, allowed: readonly number[]): boolean {
  return allowed.includes(value);
}

/**
 * The allowed value nearest to what was typed; a non-number falls back to 25000 first. Null
 * when there are no allowed values (the slider shows 'No data'). Spec leaves ties open; we
 * take the higher value, as rounding half up does.
 */
export function snapToAllowedValue(
  value: number | string,
  allowed: readonly number[],
  fallback: number = SLIDER_TYPING_FALLBACK,
): number | null {
  const read = typeof value === 'number' ? value : readSliderInput(value);
  const target = read !== null && Number.isFinite(read) ? read : fallback;
  let nearest: number | null = null;
  for (const candidate of allowed) {
    if (!Number.isFinite(candidate)) continue;
    if (nearest === null) {
      nearest = candidate;
      continue;
    }
    const distance = Math.abs(candidate - target);
    const best = Math.abs(nearest - target);
    if (distance < best || (distance === best && candidate > nearest)) nearest = candidate;
  }
  return nearest;
}

function decimals(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(15, Math.max(0, fraction - Number(exponent ?? 0)));
}

/**
 * The slider's positions from min to max by step. Spec leaves a maximum off the step grid
 * open; we end with the maximum itself, so the customer can always choose it. Empty when min
 * is above max.
 */
export function sliderSteps(min: number, max: number, step: number): number[] {
  if (![min, max, step].every(Number.isFinite) || !(step > 0)) {
    throw new RangeError(`Not a slider range: ${min}–${max} by ${step}`);
  }
  if (min > max) return [];
  const count = Math.floor((max - min) / step + 1e-9) + 1;
  if (count > SLIDER_MAX_POSITIONS) {
    throw new RangeError(`A slider of ${count} positions is too long to use`);
  }
  const places = Math.max(decimals(min), decimals(step));
  const steps = Array.from({ length: count }, (_, i) => Number((min + i * step).toFixed(places)));
  if (steps[steps.length - 1] !== max) steps.push(max);
  return steps;
}
