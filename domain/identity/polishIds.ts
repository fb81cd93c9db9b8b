// Hand-written: no maintained library covers the spec's exact rules and messages.

/** Polish identifiers: PESEL (person), NIP (tax), REGON (business register), identity card. */

function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits.charAt(i)) * (weights[i] ?? 0);
  return sum;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
/** PESEL adds 80, 0, 20, 40 or 60 to the month for the 1800s, 1900s, 2000s, 2100s, 2200s. */
const PESEL_CENTURY_BY_MONTH_OFFSET: Readonly<Record<number, number>> = {
  80: 1800,
  0: 1900,
  20: 2000,
  40: 2100,
  60: 2200,
};

/** True for an 11-digit PESEL with a real birth date and a correct check digit. */
export function isValidPesel(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value)) return false;
  const check = (10 - (weightedSum(value, PESEL_WEIGHTS) % 10)) % 10;
  if (check !== Number(value.charAt(10))) return false;
  const encodedMonth = Number(value.slice(2, 4));
  const offset = encodedMonth - (encodedMonth % 20);
  const century = PESEL_CENTURY_BY_MONTH_OFFSET[offset];
  if (century === undefined) return false;
  return isRealDate(
    century + Number(value.slice(0, 2)),
    encodedMonth % 20,
    Number(value.slice(4, 6)),
  );
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * True for a 10-digit NIP, written plain or with single dashes between digits
 * (`123-456-32-18`, `123-45-63-218`). A remainder of 10 is never issued.
 */
export function isValidNip(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d(?:-?\d){9}$/.test(value)) return false;
  const digits = value.replaceAll('-', '');
  const remainder = weightedSum(digits, NIP_WEIGHTS) % 11;
  return remainder !== 10 && remainder === Number(digits.charAt(9));
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

function regonCheckHolds(digits: string, weights: readonly number[]): boolean {
  return (weightedSum(digits, weights) % 11) % 10 === Number(digits.charAt(weights.length));
}

/** True for a 9-digit REGON, or a 14-digit one (local unit) whose 9-digit prefix is valid too. */
export function isValidRegon(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^\d{9}$/.test(value)) return regonCheckHolds(value, REGON9_WEIGHTS);
  if (/^\d{14}$/.test(value)) {
    return (
      regonCheckHolds(value.slice(0, 9), REGON9_WEIGHTS) && regonCheckHolds(value, REGON14_WEIGHTS)
    );
  }
  return false;
}

/** Weights over the 9 characters; the 4th character is the check digit (weight 9 ≡ −1 mod 10). */
const ID_CARD_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3] as const;

/**
 * True for a Polish identity card number (dowód osobisty), three letters and six digits such as
 * `ABA300000`; letters count A = 10 … Z = 35. Spec leaves case and spacing open; we take the
 * printed form only (capitals, no space), as for the other identifiers.
 */
export function isValidPolishIdCard(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Z]{3}\d{6}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < ID_CARD_WEIGHTS.length; i++) {
    sum += Number.parseInt(value.charAt(i), 36) * (ID_CARD_WEIGHTS[i] ?? 0);
  }
  return sum % 10 === 0;
}
