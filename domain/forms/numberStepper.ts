/** "Number limit default: maximum safe integer". */
export const NUMBER_LIMIT_DEFAULT_MAX = Number.MAX_SAFE_INTEGER;
// Spec names only the default maximum; we mirror it for the minimum.
export const NUMBER_LIMIT_DEFAULT_MIN = Number.MIN_SAFE_INTEGER;

export interface StepperLimits {
  min?: number;
  max?: number;
}

export interface StepperOptions extends StepperLimits {
  /** How much one press of + or − changes the value; 1 unless told. */
  step?: number;
}

export type StepperError = 'not_a_number' | 'below_min' | 'above_max';

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function limits({ min, max }: StepperLimits): { min: number; max: number } {
  const lower = min ?? NUMBER_LIMIT_DEFAULT_MIN;
  const upper = max ?? NUMBER_LIMIT_DEFAULT_MAX;
  if (!(lower <= upper)) throw new RangeError(`Stepper minimum ${lower} is above maximum ${upper}`);
  return { min: lower, max: upper };
}

function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Parser: the number a customer typed, with spaces (also no-break ones) stripped and a comma
 * read as the decimal point; null when it is not a plain decimal number (no exponents or hex).
 */
export function readStepperNumber(text: string): number | null {
  const compact = text
    .replace(/\s/g, '')
    .replace(/\u2212/g, '-')
    .replace(/,/g, '.');
  if (!NUMBER_PATTERN.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/** Formatter: the value as fi-FI shows it (`1 500,5`); readStepperNumber reads it back. */
export function formatStepperValue(value: number): string {
  return new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 20 }).format(value);
}

/** Validator: what is wrong with the typed text, or null when it is a number within limits. */
export function stepperError(text: string, options: StepperLimits = {}): StepperError | null {
  const value = readStepperNumber(text);
  const { min, max } = limits(options);
  if (value === null) return 'not_a_number';
  if (value < min) return 'below_min';
  if (value > max) return 'above_max';
  return null;
}

/**
 * The value the stepper keeps when the customer leaves the field: the typed number clamped
 * between min and max, or the previous value when the entry is not a number.
 */
export function parseStepperInput(
  text: string,
  previous: number,
  options: StepperLimits = {},
): number {
  const value = readStepperNumber(text);
  return value === null ? previous : clamp(value, limits(options));
}

function decimals(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(15, Math.max(0, fraction - Number(exponent ?? 0)));
}

/**
 * One press of + or −: the value moved by one step and clamped. The result is rounded to the
 * decimals of the step and the value, so 0,1 + 0,2 gives 0,3. Spec leaves values off the step
 * grid open; we add the step as it is, without snapping to the grid.
 */
export function stepValue(
  value: number,
  direction: 'up' | 'down',
  options: StepperOptions = {},
): number {
  const step = options.step ?? 1;
  if (!(step > 0) || !Number.isFinite(step)) throw new RangeError(`Not a stepper step: ${step}`);
  if (!Number.isFinite(value)) throw new RangeError(`Not a stepper value: ${value}`);
  const moved = direction === 'up' ? value + step : value - step;
  const places = Math.max(decimals(step), decimals(value));
  return clamp(Number(moved.toFixed(places)), limits(options));
}
