// Hand-written: no maintained library covers the spec's exact rules and messages.

/**
 * Finnish personal identity code (henkilötunnus) DDMMYYCZZZQ, as Digi- ja väestötietovirasto
 * (DVV) defines it: birth date, century sign, individual number ZZZ and a check character.
 */

/** The check character for each remainder of the 9-digit number DDMMYYZZZ modulo 31. */
const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Century signs in use since 1.1.2023; the old `-` and `A` are still valid and most common. */
const CENTURY_BY_SIGN: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

export type FinnishCenturySign =
  '+' | '-' | 'Y' | 'X' | 'W' | 'V' | 'U' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

const PATTERN = /^(\d{2})(\d{2})(\d{2})([+\-YXWVUABCDEF])(\d{3})([0-9A-FHJ-NPR-Y])$/;

/** 002–899 are given to persons; 000 and 001 are never issued. */
const FIRST_INDIVIDUAL_NUMBER = 2;
/** 900–999 are temporary codes (hospitals, test and demo use); valid but never in DVV's register. */
const FIRST_TEMPORARY_NUMBER = 900;

export interface FinnishPersonalIdDetails {
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'female' | 'male';
  /** Individual number 900–999: a temporary code. */
  temporary: boolean;
}

function checkCharacter(datePart: string, individualPart: string): string {
  return CHECK_CHARACTERS.charAt(Number(datePart + individualPart) % 31);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; ours are always 1800–2099.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Trims and upper-cases what a customer typed; the validators themselves are strict. */
export function normaliseFinnishPersonalId(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * Reads a henkilötunnus; null when it is not a valid one. Expects the strict form
 * (use `normaliseFinnishPersonalId` on typed input).
 */
export function parseFinnishPersonalId(value: unknown): FinnishPersonalIdDetails | null {
  if (typeof value !== 'string') return null;
  const match = PATTERN.exec(value);
  if (!match) return null;
  const [, dd = '', mm = '', yy = '', sign = '', zzz = '', check = ''] = match;
  const century = CENTURY_BY_SIGN[sign];
  if (century === undefined) return null;
  const year = century + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  if (!isRealDate(year, month, day)) return null;
  const individualNumber = Number(zzz);
  if (individualNumber < FIRST_INDIVIDUAL_NUMBER) return null;
  if (checkCharacter(dd + mm + yy, zzz) !== check) return null;
  return {
    birthDate: `${year}-${mm}-${dd}`,
    sex: individualNumber % 2 === 0 ? 'female' : 'male',
    temporary: individualNumber >= FIRST_TEMPORARY_NUMBER,
  };
}

/** True for a valid henkilötunnus, real (002–899) or temporary (900–999). */
export function isValidFinnishPersonalId(value: unknown): boolean {
  return parseFinnishPersonalId(value) !== null;
}

export interface NewFinnishPersonalId {
  /** YYYY-MM-DD, a real date in 1800–2099. */
  birthDate: string;
  /** 2–999; odd for a man, even for a woman; 900–999 for a temporary code. */
  individualNumber: number;
  /** Defaults to `+`, `-` or `A` by century; must belong to the birth year's century. */
  centurySign?: FinnishCenturySign;
}

const DEFAULT_SIGN_BY_CENTURY: Readonly<Record<number, FinnishCenturySign>> = {
  1800: '+',
  1900: '-',
  2000: 'A',
};

/**
 * Builds a henkilötunnus with its check character. The sandbox bank uses it with individual
 * numbers 900–999 so that demo customers never carry a real person's code.
 */
export function createFinnishPersonalId({
  birthDate,
  individualNumber,
  centurySign,
}: NewFinnishPersonalId): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD birth date: ${birthDate}`);
  const [, yyyy = '', mm = '', dd = ''] = match;
  const year = Number(yyyy);
  const century = year - (year % 100);
  if (!isRealDate(year, Number(mm), Number(dd)) || !(century in DEFAULT_SIGN_BY_CENTURY)) {
    throw new RangeError(`No henkilötunnus for a birth date of ${birthDate}`);
  }
  if (
    !Number.isInteger(individualNumber) ||
    individualNumber < FIRST_INDIVIDUAL_NUMBER ||
    individualNumber > 999
  ) {
    throw new RangeError(`Individual number must be 2–999: ${individualNumber}`);
  }
  const sign = centurySign ?? DEFAULT_SIGN_BY_CENTURY[century];
  if (sign === undefined || CENTURY_BY_SIGN[sign] !== century) {
    throw new RangeError(`Century sign ${String(centurySign)} does not fit ${birthDate}`);
  }
  const datePart = dd + mm + pad(year % 100, 2);
  const individualPart = pad(individualNumber, 3);
  return datePart + sign + individualPart + checkCharacter(datePart, individualPart);
}
