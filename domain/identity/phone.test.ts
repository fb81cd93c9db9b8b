import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalisePhone,
  normalisePhoneWithoutCode,
  PHONE_COUNTRY_CODES,
  PHONE_ERRORS,
  splitPhone,
  validatePhone,
  validatePhoneWithCountryCode,
  type PhoneCountryCode,
} from './phone';

const digits = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[1-9]\\d{${min - 1},${max - 1}}$`));

describe('the messages', () => {
  it("are the codes of the spec's seven texts", () => {
    expect(Object.values(PHONE_ERRORS).sort()).toEqual([
      'errors.phone.empty',
      'errors.phone.invalid',
      'errors.phone.invalidCountryCode',
      'errors.phone.noCountryValidator',
      'errors.phone.tooLong',
      'errors.phone.tooShort',
      'errors.validation.invalidChars',
    ]);
  });
});

describe('validatePhone (no separate country code)', () => {
  it('says an empty or blank number is empty', () => {
    expect(validatePhone('')).toBe('errors.phone.empty');
    expect(validatePhone('   ')).toBe('errors.phone.empty');
  });

  it('takes +358 numbers of 10 to 14 characters', () => {
    expect(validatePhone('+35840123')).toBe('errors.phone.tooShort'); // 9
    expect(validatePhone('+358401234')).toBeNull(); // 10
    expect(validatePhone('+3584012345678')).toBeNull(); // 14
    expect(validatePhone('+35840123456789')).toBe('errors.phone.tooLong'); // 15
  });

  it('takes other numbers of 7 to 11 characters', () => {
    expect(validatePhone('040123')).toBe('errors.phone.tooShort'); // 6
    expect(validatePhone('0401234')).toBeNull(); // 7
    expect(validatePhone('04012345678')).toBeNull(); // 11
    expect(validatePhone('040123456789')).toBe('errors.phone.tooLong'); // 12
    expect(validatePhone('+4670123')).toBeNull(); // 8, a foreign number counts as "other"
  });

  it('counts without spaces, as the number is sent without them', () => {
    expect(validatePhone(' 040 123 4567 ')).toBeNull();
    expect(validatePhone('+358 40 123 4567')).toBeNull();
  });

  it('says letters, hyphens and brackets are invalid characters', () => {
    for (const number of ['040-1234567', '040123456a', '(09) 1234567', '040.1234567']) {
      expect(validatePhone(number), number).toBe('errors.validation.invalidChars');
    }
  });

  it('says a misplaced plus, two zeros after +358 and a zero country code are wrong', () => {
    expect(validatePhone('040+1234567')).toBe('errors.phone.invalid');
    expect(validatePhone('++358401234567')).toBe('errors.phone.invalid');
    expect(validatePhone('+35800401234567')).toBe('errors.phone.invalid');
    expect(validatePhone('+0401234567')).toBe('errors.phone.invalidCountryCode');
  });

  it('counts a +358 number without the 0 it drops', () => {
    expect(validatePhone('+3580401234567')).toBeNull(); // 14 typed, 13 counted
    expect(validatePhone('+35804012345678')).toBeNull(); // 15 typed, 14 counted
    expect(validatePhone('+358040123456789')).toBe('errors.phone.tooLong');
    expect(validatePhone('+358040123')).toBe('errors.phone.tooShort');
  });
});

// Published Finnish numbers typed in the international form with their national 0 kept, as
// customers often do; spec drops that 0 after +358. [typed, as sent]
const FINNISH_WITH_TRUNK_ZERO: [typed: string, sent: string][] = [
  ['+3580401234567', '+358401234567'], // the "Hardening" issue's example
  ['+358 029 497 000', '+35829497000'], // Verohallinto, service number for persons (vero.fi)
  ['+358 09 471 977', '+3589471977'], // Myrkytystietokeskus, HUS (hus.fi)
  ['+358 0800 147 111', '+358800147111'], // Myrkytystietokeskus, free number (hus.fi)
];

describe('a 0 kept after +358', () => {
  it('is accepted and dropped, with or without a separate country code', () => {
    for (const [typed, sent] of FINNISH_WITH_TRUNK_ZERO) {
      expect(validatePhone(typed), typed).toBeNull();
      expect(normalisePhoneWithoutCode(typed), typed).toBe(sent);
      expect(validatePhoneWithCountryCode('+358', typed), typed).toBeNull();
      expect(normalisePhone('+358', typed), typed).toBe(sent);
      const national = typed.replace(/^\+358/, '');
      expect(validatePhoneWithCountryCode('+358', national), national).toBeNull();
      expect(normalisePhone('+358', national), national).toBe(sent);
    }
  });
});

describe('validatePhoneWithCountryCode', () => {
  it('takes 6 to 11 digits after +358, a leading 0 dropped', () => {
    expect(validatePhoneWithCountryCode('+358', '0401234567')).toBeNull();
    expect(validatePhoneWithCountryCode('+358', '401234567')).toBeNull();
    expect(validatePhoneWithCountryCode('+358', '012345')).toBe('errors.phone.tooShort'); // 5 after the 0
    expect(validatePhoneWithCountryCode('+358', '123456')).toBeNull();
    expect(validatePhoneWithCountryCode('+358', '012345678901')).toBeNull(); // 11 after the 0
    expect(validatePhoneWithCountryCode('+358', '123456789012')).toBe('errors.phone.tooLong');
  });

  it('takes 6 to 15 digits after +46 and +49', () => {
    for (const code of ['+46', '+49']) {
      expect(validatePhoneWithCountryCode(code, '12345'), code).toBe('errors.phone.tooShort');
      expect(validatePhoneWithCountryCode(code, '123456'), code).toBeNull();
      expect(validatePhoneWithCountryCode(code, '123456789012345'), code).toBeNull();
      expect(validatePhoneWithCountryCode(code, '1234567890123456'), code).toBe(
        'errors.phone.tooLong',
      );
    }
  });

  it('drops the Swedish and German trunk 0 as well', () => {
    expect(validatePhoneWithCountryCode('+46', '070 123 45 67')).toBeNull();
    expect(normalisePhone('+46', '070 123 45 67')).toBe('+46701234567');
    expect(normalisePhone('+49', '0151 2345 6789')).toBe('+4915123456789');
  });

  it('takes 7 to 8 digits after +372, with no trunk 0', () => {
    expect(validatePhoneWithCountryCode('+372', '123456')).toBe('errors.phone.tooShort');
    expect(validatePhoneWithCountryCode('+372', '5123456')).toBeNull();
    expect(validatePhoneWithCountryCode('+372', '51234567')).toBeNull();
    expect(validatePhoneWithCountryCode('+372', '512345678')).toBe('errors.phone.tooLong');
    expect(validatePhoneWithCountryCode('+372', '05123456')).toBe('errors.phone.invalid');
  });

  it('has no validator for a well-formed code outside the four', () => {
    expect(validatePhoneWithCountryCode('+47', '41234567')).toBe('errors.phone.noCountryValidator');
    expect(validatePhoneWithCountryCode('+1', '2025550123')).toBe(
      'errors.phone.noCountryValidator',
    );
  });

  it('says a code that is not + and 1 to 3 digits is invalid', () => {
    for (const code of ['', '358', '+', '+0358', '+3588', '+35a', '00358']) {
      expect(validatePhoneWithCountryCode(code, '401234567'), code).toBe(
        'errors.phone.invalidCountryCode',
      );
    }
  });

  it('checks emptiness and characters of the number', () => {
    expect(validatePhoneWithCountryCode('+358', ' ')).toBe('errors.phone.empty');
    expect(validatePhoneWithCountryCode('+358', '040-1234567')).toBe(
      'errors.validation.invalidChars',
    );
    expect(validatePhoneWithCountryCode('+358', '+46701234567')).toBe('errors.phone.invalid');
    expect(validatePhoneWithCountryCode('+358', '00401234567')).toBe('errors.phone.invalid');
  });
});

describe('normalisePhone', () => {
  it('joins a valid number into the international form', () => {
    expect(normalisePhone('+358', '040 123 4567')).toBe('+358401234567');
    expect(normalisePhone('+358', '+358 40 123 4567')).toBe('+358401234567');
    expect(normalisePhone('+372', '5123 4567')).toBe('+37251234567');
  });

  it('passes an invalid number on raw, joined as typed', () => {
    expect(normalisePhone('+358', '040-123')).toBe('+358040-123');
    expect(normalisePhone('+47', '412 34 567')).toBe('+47412 34 567');
  });
});

describe('splitPhone', () => {
  it('splits a stored international number by its code', () => {
    expect(splitPhone('+358401234567')).toEqual({ countryCode: '+358', number: '401234567' });
    expect(splitPhone('+37251234567')).toEqual({ countryCode: '+372', number: '51234567' });
    expect(splitPhone('+46701234567')).toEqual({ countryCode: '+46', number: '701234567' });
    expect(splitPhone('0049 151 23456789')).toEqual({ countryCode: '+49', number: '15123456789' });
  });

  it('reads a number without a code as Finnish, and keeps an unknown code whole', () => {
    expect(splitPhone('040 123 4567')).toEqual({ countryCode: '+358', number: '040 123 4567' });
    expect(splitPhone('')).toEqual({ countryCode: '+358', number: '' });
    expect(splitPhone('+4741234567')).toEqual({ countryCode: null, number: '+4741234567' });
  });

  it('gives back code and number that normalise to the same stored number', () => {
    const valid = fc
      .constantFrom<PhoneCountryCode>(...PHONE_COUNTRY_CODES)
      .chain((code) =>
        fc.tuple(
          fc.constant(code),
          code === '+372' ? digits(7, 8) : code === '+358' ? digits(6, 11) : digits(6, 15),
          fc.boolean(),
        ),
      );
    fc.assert(
      fc.property(valid, ([code, national, withTrunkZero]) => {
        const typed = code !== '+372' && withTrunkZero ? `0${national}` : national;
        expect(validatePhoneWithCountryCode(code, typed)).toBeNull();
        const stored = normalisePhone(code, typed);
        expect(stored).toBe(code + national);
        const split = splitPhone(stored);
        expect(split.countryCode).toBe(code);
        expect(normalisePhone(code, split.number)).toBe(stored);
      }),
    );
  });
});
