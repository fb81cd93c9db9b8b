// Hand-written: no maintained library covers the spec's exact rules and messages.

/**
 * FATCA Global Intermediary Identification Number, `XXXXXX.XXXXX.XX.XXX`: 6, 5, 2 and 3
 * alphanumerics separated by dots. The IRS never uses the letter O (it reads as zero).
 * Spec leaves case open; we accept only capitals, as the IRS FFI list publishes them.
 */
const GIIN_PATTERN = /^[0-9A-NP-Z]{6}\.[0-9A-NP-Z]{5}\.[0-9A-NP-Z]{2}\.[0-9A-NP-Z]{3}$/;

export function isValidGiin(value: unknown): boolean {
  return typeof value === 'string' && GIIN_PATTERN.test(value);
}
