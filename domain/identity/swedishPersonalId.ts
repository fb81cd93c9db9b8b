// Hand-written: no maintained library covers the spec's exact rules and messages.

/**
 * Swedish personnummer and samordningsnummer (coordination number: day of birth + 60), as
 * Skatteverket writes them: `YYMMDD-NNNC`, `YYMMDD+NNNC` (the year the holder turns 100 and
 * after), `YYMMDDNNNC`, or with the century `YYYYMMDDNNNC` / `YYYYMMDD-NNNC`. C is a Luhn check
 * digit over the ten digits YYMMDDNNN.
 */

export const INVALID_SWEDISH_PERSONAL_ID = 'Invalid swedish personal identity number';

export interface SwedishPersonalIdDetails {
  /** YYYY-MM-DD; for a coordination number the real day, not the day + 60. */
  birthDate: string;
  /** A samordningsnummer (day + 60), given to people not registered in Sweden. */
  coordination: boolean;
  sex: 'female' | 'male';
  /** YYYYMMDDNNNC: the form to store, the century no longer depends on the day it is read. */
  longFormat: string;
}

const SHORT = /^(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;
// Spec allows `-` in the 12-digit form; we also take `+` (the personnummer library's test list
// writes it so) and let the written century decide.
const LONG = /^(\d{2})(\d{2})(\d{2})(\d{2})[-+]?(\d{3})(\d)$/;

const COORDINATION_DAY_OFFSET = 60;

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits.charAt(i)) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function todayIso(today: Date): string {
  return isoDate(today.getFullYear(), today.getMonth() + 1, today.getDate());
}

/**
 * The full year of a 10-digit number: `-` means under 100 this calendar year, `+` 100 or more
 * (Skatteverket switches the sign at the start of the year the holder turns 100).
 */
function resolveYear(yy: number, sign: string, today: Date): number {
  const base = today.getFullYear() - (sign === '+' ? 100 : 0);
  return base - ((base - yy) % 100);
}

interface Parts {
  year: number;
  month: number;
  dayField: number;
  serial: string;
  check: number;
  birthAndSerial: string;
}

/** Splits the number; a 10-digit one read without today gives one candidate per century. */
function readParts(value: string, today: Date | undefined): Parts[] | null {
  const long = LONG.exec(value);
  if (long) {
    const [, cc = '', yy = '', mm = '', dd = '', serial = '', check = ''] = long;
    return [
      {
        year: Number(cc + yy),
        month: Number(mm),
        dayField: Number(dd),
        serial,
        check: Number(check),
        birthAndSerial: yy + mm + dd + serial,
      },
    ];
  }
  const short = SHORT.exec(value);
  if (!short) return null;
  const [, yy = '', mm = '', dd = '', sign = '', serial = '', check = ''] = short;
  const common = {
    month: Number(mm),
    dayField: Number(dd),
    serial,
    check: Number(check),
    birthAndSerial: yy + mm + dd + serial,
  };
  if (today) return [{ ...common, year: resolveYear(Number(yy), sign, today) }];
  // Without today the century is unknown: any century the number could belong to.
  return [1800, 1900, 2000].map((century) => ({ ...common, year: century + Number(yy) }));
}

function detailsOf(parts: Parts, today: Date | undefined): SwedishPersonalIdDetails | null {
  const { year, month, dayField, serial, check, birthAndSerial } = parts;
  if (serial === '000') return null; // never issued
  if (luhnCheckDigit(birthAndSerial) !== check) return null;
  const coordination = dayField > COORDINATION_DAY_OFFSET;
  const day = coordination ? dayField - COORDINATION_DAY_OFFSET : dayField;
  if (!isRealDate(year, month, day)) return null;
  const birthDate = isoDate(year, month, day);
  // Spec leaves future birth dates open; we refuse them: no number is issued before birth.
  if (today && birthDate > todayIso(today)) return null;
  return {
    birthDate,
    coordination,
    sex: Number(serial.charAt(2)) % 2 === 0 ? 'female' : 'male',
    longFormat: String(year).padStart(4, '0') + birthAndSerial.slice(2) + check,
  };
}

/**
 * Reads a personnummer or samordningsnummer; throws 'Invalid swedish personal identity number'
 * for anything else. A 10-digit number needs `today` to resolve its century.
 */
export function parseSwedishPersonalId(value: string, today?: Date): SwedishPersonalIdDetails {
  const candidates = typeof value === 'string' ? readParts(value, today) : null;
  const found = (candidates ?? []).flatMap((parts) => detailsOf(parts, today) ?? []);
  if (found.length === 0) throw new Error(INVALID_SWEDISH_PERSONAL_ID);
  if ((candidates ?? []).length > 1) {
    throw new RangeError('Reading a 10-digit Swedish personal identity number needs today');
  }
  return found[0] as SwedishPersonalIdDetails;
}

/**
 * True for a valid personnummer or samordningsnummer. Without `today` a 10-digit number is
 * valid when its date exists in a century it could belong to (only 29 February of `00` differs).
 */
export function isValidSwedishPersonalId(value: unknown, today?: Date): boolean {
  if (typeof value !== 'string') return false;
  const candidates = readParts(value, today);
  return candidates !== null && candidates.some((parts) => detailsOf(parts, today) !== null);
}
