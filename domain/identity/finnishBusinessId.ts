// Hand-written: no maintained library covers the spec's exact rules and messages.

/**
 * Finnish business ID (Y-tunnus): seven digits, a hyphen and a check digit, e.g. 0112038-9.
 * Spec leaves the old 6-digit form open; we reject it, because Kotus and the registers write
 * every Y-tunnus with seven digits (leading zero included) and we found no source that
 * documents the short form as valid.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;
const PATTERN = /^(\d{7})-(\d)$/;

/** The check digit of seven digits, or null when the remainder is 1 (such numbers are not issued). */
function checkDigit(base7: string): number | null {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(base7.charAt(i)) * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  if (remainder === 1) return null;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** True for a Y-tunnus in its written form `NNNNNNN-T` with a correct check digit. */
export function isValidFinnishBusinessId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = PATTERN.exec(value);
  if (!match) return false;
  const [, base = '', check = ''] = match;
  return checkDigit(base) === Number(check);
}

/**
 * Appends the hyphen and check digit to seven digits (`0112038` → `0112038-9`). Throws for a
 * base whose remainder is 1: the registers never issue those.
 */
export function createFinnishBusinessId(base7: string): string {
  if (!/^\d{7}$/.test(base7)) throw new RangeError(`A Y-tunnus base is seven digits: ${base7}`);
  const check = checkDigit(base7);
  if (check === null) throw new RangeError(`No check digit exists for ${base7}`);
  return `${base7}-${check}`;
}
