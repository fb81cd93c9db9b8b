import { describe, expect, it } from 'vitest';
import { createFinnishPersonalId } from '../identity/finnishPersonalId';
import {
  isGuessablePin,
  newPinSchema,
  pinSchema,
  registrationContactSchema,
  REGISTRATION_MESSAGES,
  registrationRefusal,
  smsLoginStartSchema,
} from './registration';

const CONTACT = {
  CountryCode: '+358',
  Number: '040 123 4567',
  Email: 'helmi.rekola@example.com',
  StreetAddress: 'Kauppakatu 3 A 1',
  PostalCode: '40100',
  City: 'Jyväskylä',
};

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('a registrant’s contact details', () => {
  it('takes a phone by the spec’s rules, an e-mail address and a Finnish address', () => {
    expect(registrationContactSchema.parse({ ...CONTACT, Email: ' a@example.com ' })).toEqual({
      ...CONTACT,
      Email: 'a@example.com',
    });
    expect(registrationContactSchema.safeParse({ ...CONTACT, CountryCode: '+46' }).success).toBe(
      true,
    );
  });

  it('names each field that is wrong', () => {
    const fields = registrationContactSchema.safeParse({
      ...CONTACT,
      Email: 'not-an-address',
      City: '  ',
    });
    expect(Object.keys(problems(fields)).sort()).toEqual(['City', 'Email']);
    expect(problems(fields).City).toBe(REGISTRATION_MESSAGES.required);
    const rules = registrationContactSchema.safeParse({
      ...CONTACT,
      Number: '12',
      PostalCode: '4010',
    });
    expect(Object.keys(problems(rules)).sort()).toEqual(['Number', 'PostalCode']);
  });

  it('refuses a country code the spec does not support', () => {
    const result = registrationContactSchema.safeParse({ ...CONTACT, CountryCode: '+1' });
    expect(Object.keys(problems(result))).toEqual(['CountryCode']);
  });
});

describe('who may become a customer by the survey', () => {
  const answers = {
    RelationshipPurpose: 'DailyBanking',
    FundsSource: 'Salary',
    MonthlyDeposits: 'Under1000',
    IsPoliticallyExposed: false,
    ActsOnOwnBehalf: true,
  } as const;

  it('takes a customer for herself only; a politically exposed person is taken', () => {
    expect(registrationRefusal(answers)).toBeNull();
    expect(registrationRefusal({ ...answers, IsPoliticallyExposed: true })).toBeNull();
    expect(registrationRefusal({ ...answers, ActsOnOwnBehalf: false })).toBe(
      REGISTRATION_MESSAGES.ownBehalf,
    );
  });
});

describe('asking for an SMS login code', () => {
  const personalId = createFinnishPersonalId({ birthDate: '1990-05-17', individualNumber: 934 });

  it('takes a henkilötunnus as typed, and the phone by the spec’s rules', () => {
    const parsed = smsLoginStartSchema.parse({
      PersonalId: ` ${personalId.toLowerCase()} `,
      CountryCode: '+358',
      Number: '0401234567',
    });
    expect(parsed.PersonalId).toBe(personalId);
  });

  it('refuses a henkilötunnus whose check character is wrong', () => {
    const wrong = `${personalId.slice(0, -1)}${personalId.endsWith('A') ? 'B' : 'A'}`;
    const result = smsLoginStartSchema.safeParse({
      PersonalId: wrong,
      CountryCode: '+358',
      Number: '0401234567',
    });
    expect(problems(result)).toEqual({ PersonalId: REGISTRATION_MESSAGES.personalId });
  });
});

describe('a device PIN', () => {
  it('is four digits', () => {
    expect(pinSchema.safeParse('2580').success).toBe(true);
    for (const pin of ['258', '25801', 'abcd', '25 8']) {
      expect(pinSchema.safeParse(pin).success).toBe(false);
    }
  });

  it('is not one anyone would guess first', () => {
    for (const pin of ['0000', '7777', '1234', '6789', '9876', '3210']) {
      expect(isGuessablePin(pin), pin).toBe(true);
    }
    for (const pin of ['2580', '1357', '1243', '9870']) {
      expect(isGuessablePin(pin), pin).toBe(false);
    }
    expect(problems(newPinSchema.safeParse('1234'))).toEqual({
      '': REGISTRATION_MESSAGES.pinTooSimple,
    });
  });
});
