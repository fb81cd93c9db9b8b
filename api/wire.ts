/**
 * Codecs between the wire and the domain. Money is decimal euros on the wire and integer cents
 * inside; the server decodes requests and encodes responses with the same schema.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { centsToEuros, eurosToCents } from '../domain/money/money';
import './zodMessages';

const MAX_EUROS = 1e12;

/** Euros with at most two decimals on the wire ↔ integer cents inside. */
export const euros = z.codec(
  z
    .number({ error: code('errors.validation.amountNotNumber') })
    .min(-MAX_EUROS, code('errors.validation.amountTooLarge'))
    .max(MAX_EUROS, code('errors.validation.amountTooLarge'))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: code('errors.validation.amountDecimals'),
    }),
  z.int(),
  { decode: (value) => eurosToCents(value), encode: (cents) => centsToEuros(cents) },
);

/** A positive amount of money (a payment, a deposit): at least 0,01 €. */
export const positiveEuros = euros.refine((cents) => cents >= 1, {
  message: code('errors.validation.minimumCent'),
});

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date({ error: code('errors.validation.invalidDate') });

/** An id the bank gave (accounts, loans, cards…). */
export const entityId = z.uuid({ error: code('errors.validation.invalidId') });

/** A call without a payload; an absent body counts as empty. */
export const noPayload = z.object({}).strict().default({});

/** A statement's date range: `end` not before `start`, at most 400 days (13 months). */
export function statementRangeProblems(range: { start: string; end: string }) {
  if (range.start > range.end) return { end: code('accounts.validation.endBeforeStart') };
  return {
    start:
      Date.parse(range.end) - Date.parse(range.start) > 400 * 86_400_000
        ? code('accounts.validation.rangeTooLong')
        : null,
  };
}
