import { describe, expect, it } from 'vitest';
import { companyContactDetailsSchema, companyContactRequestSchema } from './contactDetails';

const details = {
  StreetAddress: 'Teollisuuskatu 5 B',
  PostalCode: '33100',
  City: 'Tampere',
  Email: 'toimisto@kuuselarakennus.fi',
  PhoneNumber: '+358 040 123 4567',
};

const problems = (value: unknown) => {
  const result = companyContactDetailsSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a company’s contact details', () => {
  it('accepts an address, an e-mail and a phone number, and keeps the number without spaces', () => {
    expect(companyContactDetailsSchema.parse(details).PhoneNumber).toBe('+358401234567');
  });

  it('names each field that is wrong with its message code', () => {
    expect(
      problems({
        ...details,
        StreetAddress: '  ',
        PostalCode: '331',
        Email: 'toimisto@',
        PhoneNumber: '+35812',
      }),
    ).toEqual({
      StreetAddress: 'errors.validation.required',
      PostalCode: 'company.validation.postalCode',
      Email: 'errors.validation.invalidEmail',
      PhoneNumber: 'errors.phone.tooShort',
    });
    expect(problems({ ...details, City: 'Tampere <script>' })).toEqual({
      City: 'errors.validation.invalidChars',
    });
    expect(problems({ ...details, PhoneNumber: '+15550100' })).toEqual({
      PhoneNumber: 'errors.phone.noCountryValidator',
    });
  });
});

describe('a request to the bank', () => {
  it('takes a subject and a message of lines', () => {
    expect(
      companyContactRequestSchema.parse({ Subject: 'Name', Message: ' Uusi nimi:\nKuusela Oy ' }),
    ).toEqual({ Subject: 'Name', Message: 'Uusi nimi:\nKuusela Oy' });
  });

  it('refuses an unknown subject, an empty message and control characters', () => {
    expect(companyContactRequestSchema.safeParse({ Subject: 'Money', Message: 'x' }).success).toBe(
      false,
    );
    expect(companyContactRequestSchema.safeParse({ Subject: 'Name', Message: ' ' }).success).toBe(
      false,
    );
    expect(
      companyContactRequestSchema.safeParse({ Subject: 'Other', Message: 'a\u0007b' }).success,
    ).toBe(false);
  });
});
