/** IBANs as the bank reads and shows them: the electronic form, groups of four, spoken parts. */

/** The electronic form: no whitespace, upper-case (`fi21 1234…` → `FI2112345600000785`). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isFinnishIban(iban: string): boolean {
  return normaliseIban(iban).startsWith('FI');
}

export interface IbanFormatOptions {
  /** Drop `FI` and its two check digits, as on a Finnish bank's own account lists. */
  hideFinnishPrefix?: boolean;
}

function groupsOfFour(compact: string): string[] {
  return compact.match(/.{1,4}/g) ?? [];
}

function displayedCharacters(iban: string, options: IbanFormatOptions): string {
  const compact = normaliseIban(iban);
  // Spec leaves the grouping without the prefix open; we keep the groups of 4 from the left,
  // so the rest reads exactly as the tail of the full IBAN (`1234 5600 0007 85`).
  return options.hideFinnishPrefix && compact.startsWith('FI') ? compact.slice(4) : compact;
}

/** `FI21 1234 5600 0007 85`: groups of 4 from the left. */
export function formatIban(iban: string, options: IbanFormatOptions = {}): string {
  return groupsOfFour(displayedCharacters(iban, options)).join(' ');
}

/**
 * Whether an account number has an IBAN's shape (country, check digits, 11 to 30 letters or
 * digits) and is shown in groups of four. Another bank's account number in its own form
 * (`123456-785`) is shown as given: groups would change what it says.
 */
export function isIbanShaped(accountNumber: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(normaliseIban(accountNumber));
}

/**
 * What a screen shows and what a screen reader says: each character spoken on its own,
 * the groups of 4 separated by a comma pause (`F I 2 1, 1 2 3 4, …`). An account number that is
 * not shaped as an IBAN is shown as given and spelled out without groups.
 */
export function ibanParts(
  iban: string,
  options: IbanFormatOptions = {},
): { display: string; aria: string } {
  if (!isIbanShaped(iban)) {
    const given = iban.trim();
    return { display: given, aria: [...given.replace(/\s+/g, '')].join(' ') };
  }
  const groups = groupsOfFour(displayedCharacters(iban, options));
  return {
    display: groups.join(' '),
    aria: groups.map((group) => [...group].join(' ')).join(', '),
  };
}

/** The bank's own reference accounts carry `714` in characters 5 to 7. */
export function isBankReferenceIban(iban: string): boolean {
  return normaliseIban(iban).slice(4, 7) === '714';
}
