import { describe, expect, it } from 'vitest';
import { contactPersonSchema } from './contactPerson';

const PERSON = {
  FirstName: 'Jukka',
  LastName: 'Kuusela',
  Email: 'jukka@kuuselarakennus.fi',
  PhoneNumber: '+358 40 901 2345',
};

const issues = (value: unknown) =>
  Object.fromEntries(
    (contactPersonSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('the company’s contact person', () => {
  it('is a name, an e-mail and a phone number, the number kept normalised', () => {
    expect(contactPersonSchema.parse(PERSON)).toEqual({ ...PERSON, PhoneNumber: '+358409012345' });
  });

  it('names each field that is wrong', () => {
    expect(
      issues({ FirstName: ' ', LastName: 'K4', Email: 'jukka', PhoneNumber: '+358 1' }),
    ).toEqual({
      FirstName: expect.stringContaining('errors.validation.required'),
      LastName: expect.stringContaining('errors.validation.invalidChars'),
      Email: expect.stringContaining('errors.validation.invalidEmail'),
      PhoneNumber: expect.stringContaining('errors.phone'),
    });
  });

  it('keeps names within 50 characters', () => {
    expect(issues({ ...PERSON, LastName: 'a'.repeat(51) })).toEqual({
      LastName: expect.stringContaining('errors.validation.tooLong'),
    });
  });
});
