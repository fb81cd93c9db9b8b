import { describe, expect, it } from 'vitest';
import {
  isBicRequired,
  PAYEE_NAME_MAX_LENGTH,
  payeeFormSchema,
  toPayeePayload,
  type PayeeForm,
} from './payeeForm';

const FINNISH = 'FI21 1234 5600 0007 85'; // Finanssiala's example account
const GERMAN = 'DE89 3704 0044 0532 0130 00'; // SWIFT IBAN registry example

/** The messages of a form, by field path. */
function messages(form: Partial<PayeeForm>): Record<string, string[]> {
  const result = payeeFormSchema.safeParse(form);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const valid: PayeeForm = { RecipientIban: FINNISH, RecipientName: 'Oy Esimerkki Ab' };

describe('payeeFormSchema', () => {
  it('accepts a Finnish account without BIC and a foreign one with BIC', () => {
    expect(payeeFormSchema.safeParse(valid).success).toBe(true);
    expect(
      payeeFormSchema.safeParse({
        RecipientIban: GERMAN,
        RecipientName: 'Muller GmbH',
        RecipientBic: 'COBADEFFXXX',
      }).success,
    ).toBe(true);
  });

  it('refuses an invalid IBAN on the account', () => {
    expect(messages({ ...valid, RecipientIban: 'FI21 1234 5600 0007 86' })).toEqual({
      RecipientIban: ['payments.rules.invalidIban'],
    });
  });

  it('requires each missing or blank field', () => {
    expect(messages({ RecipientIban: '  ', RecipientName: '   ' })).toEqual({
      RecipientIban: ['errors.validation.required'],
      RecipientName: ['errors.validation.required'],
    });
    expect(messages({})).toEqual({
      RecipientIban: ['errors.validation.required'],
      RecipientName: ['errors.validation.required'],
    });
  });

  it('requires the BIC for a foreign account, and only then', () => {
    expect(messages({ ...valid, RecipientIban: GERMAN })).toEqual({
      RecipientBic: ['errors.validation.required'],
    });
    expect(messages({ ...valid, RecipientBic: 'not a BIC' })).toEqual({});
  });

  it('refuses a BIC of the wrong shape', () => {
    for (const bic of ['COBADEFFX', 'COBA1EFF', 'COBA DE FF']) {
      expect(messages({ ...valid, RecipientIban: GERMAN, RecipientBic: bic }), bic).toEqual({
        RecipientBic: ['payments.rules.invalidBic'],
      });
    }
  });

  it('refuses characters outside the set', () => {
    for (const name of ['Müller', 'José', 'A & B', 'Nimi!', 'x/y', 'Kim_Lee']) {
      expect(messages({ ...valid, RecipientName: name }), name).toEqual({
        RecipientName: ['payments.rules.payeeNameCharacters'],
      });
    }
  });

  it('allows letters, digits, åäöÅÄÖ, space, dot, comma and hyphen in the name', () => {
    for (const name of ['Åke Öhman-Ärje', 'As Oy Pääskynen, 2. krs', 'ÄÖÅ äöå 0123456789']) {
      expect(messages({ ...valid, RecipientName: name }), name).toEqual({});
    }
  });

  it('allows 50 characters in the name and refuses 51', () => {
    expect(messages({ ...valid, RecipientName: 'a'.repeat(PAYEE_NAME_MAX_LENGTH) })).toEqual({});
    expect(messages({ ...valid, RecipientName: 'a'.repeat(51) })).toEqual({
      RecipientName: ['errors.validation.tooLong|{"max":50}'],
    });
  });
});

describe('isBicRequired', () => {
  it('is true once a non-FI country code is typed', () => {
    expect(isBicRequired(GERMAN)).toBe(true);
    expect(isBicRequired('se')).toBe(true);
    expect(isBicRequired(FINNISH)).toBe(false);
    expect(isBicRequired(' fi21')).toBe(false);
  });

  it('keeps the BIC hidden until two characters are typed', () => {
    expect(isBicRequired('')).toBe(false);
    expect(isBicRequired('D')).toBe(false);
  });
});

describe('toPayeePayload', () => {
  it('removes spaces from the IBAN and trims the name', () => {
    expect(
      toPayeePayload({ RecipientIban: ' fi21 1234 5600 0007 85 ', RecipientName: '  Oy Ab  ' }),
    ).toEqual({ RecipientIban: 'FI2112345600000785', RecipientName: 'Oy Ab' });
  });

  it('sends the BIC, trimmed and upper-case, only for a foreign account', () => {
    expect(
      toPayeePayload({ RecipientIban: GERMAN, RecipientName: 'GmbH', RecipientBic: ' cobadeff ' }),
    ).toEqual({
      RecipientIban: 'DE89370400440532013000',
      RecipientName: 'GmbH',
      RecipientBic: 'COBADEFF',
    });
    expect(
      toPayeePayload({ RecipientIban: FINNISH, RecipientName: 'Oy', RecipientBic: 'NDEAFIHH' }),
    ).not.toHaveProperty('RecipientBic');
  });
});
