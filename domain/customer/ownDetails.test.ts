import { describe, expect, it } from 'vitest';
import {
  addressChangeSchema,
  bankAccountChangeSchema,
  feedbackSchema,
  isPhoneCode,
  phoneChangeSchema,
  phoneOf,
  postalCodeError,
} from './ownDetails';

const ADDRESS = {
  StreetAddress: 'Mannerheimintie 12-14 B 5',
  PostalCode: '00100',
  City: 'Helsinki',
  Country: 'FI',
};

/** The field each problem is on, with its message code. */
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('an address change', () => {
  it('takes a Finnish address with five digits', () => {
    expect(addressChangeSchema.parse({ ...ADDRESS, City: ' Helsinki ' })).toEqual(ADDRESS);
  });

  it('says which field is wrong and why', () => {
    expect(problems(addressChangeSchema.safeParse({ ...ADDRESS, PostalCode: '0010' }))).toEqual({
      PostalCode: 'customer.rules.finnishPostalCode',
    });
    expect(problems(addressChangeSchema.safeParse({ ...ADDRESS, StreetAddress: '' }))).toEqual({
      StreetAddress: 'errors.validation.required',
    });
    expect(problems(addressChangeSchema.safeParse({ ...ADDRESS, City: 'Hel<sinki>' }))).toEqual({
      City: 'errors.validation.invalidChars',
    });
    expect(problems(addressChangeSchema.safeParse({ ...ADDRESS, Country: 'ZZ' }))).toEqual({
      Country: 'customer.rules.country',
    });
    expect(
      problems(addressChangeSchema.safeParse({ ...ADDRESS, StreetAddress: 'a'.repeat(101) })),
    ).toEqual({
      StreetAddress: 'errors.validation.tooLong|{"max":100}',
    });
  });

  it('reads foreign postal codes by a looser rule', () => {
    expect(postalCodeError('114 55', 'SE')).toBeNull();
    expect(postalCodeError('10115', 'DE')).toBeNull();
    expect(postalCodeError('1', 'SE')).toBe('customer.rules.postalCode');
    expect(postalCodeError('', 'SE')).toBe('errors.validation.required');
    expect(postalCodeError('ABCDE', 'FI')).toBe('customer.rules.finnishPostalCode');
  });
});

describe('a phone change', () => {
  it('takes a number beside the supported codes and stores it international', () => {
    const change = phoneChangeSchema.parse({ CountryCode: '+358', Number: '040 123 4567' });
    expect(phoneOf(change)).toBe('+358401234567');
    expect(phoneOf(phoneChangeSchema.parse({ CountryCode: '+372', Number: '5123456' }))).toBe(
      '+3725123456',
    );
  });

  it('puts the spec’s messages on the number', () => {
    expect(problems(phoneChangeSchema.safeParse({ CountryCode: '+358', Number: '' }))).toEqual({
      Number: 'errors.phone.empty',
    });
    expect(
      problems(phoneChangeSchema.safeParse({ CountryCode: '+44', Number: '7700900123' })),
    ).toEqual({
      CountryCode: 'errors.phone.noCountryValidator',
    });
  });

  it('has a code of exactly four digits', () => {
    expect(isPhoneCode('0042')).toBe(true);
    expect(isPhoneCode('042')).toBe(false);
    expect(isPhoneCode('12a4')).toBe(false);
    expect(isPhoneCode('12345')).toBe(false);
  });
});

describe('a bank account change', () => {
  it('takes a valid IBAN without spaces, in capitals', () => {
    expect(bankAccountChangeSchema.parse({ Iban: 'fi21 1234 5600 0007 85' })).toEqual({
      Iban: 'FI2112345600000785',
    });
  });

  it('refuses an invalid or empty one', () => {
    expect(problems(bankAccountChangeSchema.safeParse({ Iban: 'FI21 1234 5600 0007 86' }))).toEqual(
      {
        Iban: 'customer.rules.invalidIban',
      },
    );
    expect(problems(bankAccountChangeSchema.safeParse({ Iban: ' ' }))).toEqual({
      Iban: 'errors.validation.required',
    });
  });
});

describe('feedback', () => {
  it('has a topic, a message of at most 2000 characters and a contact choice', () => {
    expect(
      feedbackSchema.parse({ Topic: 'Service', Message: ' Kiitos ', ContactAllowed: false }),
    ).toEqual({ Topic: 'Service', Message: 'Kiitos', ContactAllowed: false });
    expect(
      problems(
        feedbackSchema.safeParse({
          Topic: 'Nope',
          Message: 'a'.repeat(2001),
          ContactAllowed: true,
        }),
      ),
    ).toEqual({
      Topic: 'customer.rules.feedbackTopic',
      Message: 'errors.validation.tooLong|{"max":2000}',
    });
  });
});
