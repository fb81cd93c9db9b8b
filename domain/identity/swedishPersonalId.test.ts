import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_SWEDISH_PERSONAL_ID,
  isValidSwedishPersonalId,
  parseSwedishPersonalId,
} from './swedishPersonalId';

const TODAY = new Date(2025, 5, 1);

/** From the personnummer library's shared test list (personnummer/meta, testdata/list.json). */
const PERSONNUMMER_TEST_LIST = [
  ['201509160006', '1509160006', '150916-0006', '20150916-0006', false, 'ssn', false],
  ['190905271474', '0905271474', '090527+1474', '19090527+1474', true, 'ssn', true],
  ['198707049996', '8707049996', '870704-9996', '19870704-9996', false, 'ssn', true],
  ['198211059954', '8211059954', '821105-9954', '19821105-9954', true, 'ssn', true],
  ['193901829913', '3901829913', '390182-9913', '19390182-9913', false, 'con', true],
  ['195705749959', '5705749959', '570574-9959', '19570574-9959', true, 'con', true],
  ['201211209941', '1211209941', '121120-9941', '20121120-9941', false, 'ssn', false],
  ['199012119948', '9012119948', '901211-9948', '19901211-9948', true, 'ssn', false],
  ['201210759984', '1210759984', '121075-9984', '20121075-9984', false, 'con', false],
  ['197306749982', '7306749982', '730674-9982', '19730674-9982', true, 'con', false],
  ['187912219990', '7912219990', '791221+9990', '18791221+9990', true, 'ssn', true],
  ['200012099891', '0012099891', '001209-9891', '20001209-9891', true, 'ssn', true],
  ['19090527 1474', '090527 1474', '090527 1474', '19090527 1474', false, 'ssn', true],
] as const;

describe('isValidSwedishPersonalId', () => {
  it("agrees with the personnummer library's test list in all four written forms", () => {
    for (const [long, short, separated, separatedLong, valid] of PERSONNUMMER_TEST_LIST) {
      for (const form of [long, short, separated, separatedLong]) {
        expect(isValidSwedishPersonalId(form, TODAY), form).toBe(valid);
      }
    }
  });

  it("accepts Skatteverket's example personnummer and samordningsnummer", () => {
    expect(isValidSwedishPersonalId('640823-3234', TODAY)).toBe(true);
    expect(isValidSwedishPersonalId('701063-2391', TODAY)).toBe(true);
    // The personnummer library's second coordination example.
    expect(isValidSwedishPersonalId('640883-3231', TODAY)).toBe(true);
  });

  it("accepts python-stdnum's numbers found online and rejects its impossible date", () => {
    // From python-stdnum's test_se_personnummer.doctest.
    for (const number of [
      '670919-9530',
      '811228-9874',
      '880320-0016',
      '880320-0057',
      '8803200073',
      '8803200099',
      '8803200115',
      '8803200131',
      '8803200156',
      '8803200172',
      '8803200198',
      '8803200420',
    ]) {
      expect(isValidSwedishPersonalId(number, TODAY), number).toBe(true);
    }
    expect(isValidSwedishPersonalId('8899200425', TODAY)).toBe(false);
  });

  it('rejects a coordination day beyond 91 and a zero day or month', () => {
    // Luhn-correct numbers whose dates cannot exist: day 92 (32 + 60), day 00, month 00.
    expect(isValidSwedishPersonalId('701092-2396', TODAY)).toBe(false);
    expect(isValidSwedishPersonalId('701000-2397', TODAY)).toBe(false);
    expect(isValidSwedishPersonalId('700010-2397', TODAY)).toBe(false);
  });

  it('reads 29 February of year 00 by the century the sign gives', () => {
    expect(isValidSwedishPersonalId('000229-2423', TODAY)).toBe(true); // 2000, a leap year
    expect(isValidSwedishPersonalId('000229+2423', TODAY)).toBe(false); // 1900, not one
    expect(isValidSwedishPersonalId('000229-2423')).toBe(true); // without today: some century fits
  });

  it('rejects a birth date after today', () => {
    expect(isValidSwedishPersonalId('251201-2382', TODAY)).toBe(false);
    expect(isValidSwedishPersonalId('251201-2382', new Date(2025, 11, 1))).toBe(true);
  });

  it('rejects what is not a string', () => {
    for (const value of [null, undefined, 6408233234, {}]) {
      expect(isValidSwedishPersonalId(value, TODAY)).toBe(false);
    }
  });

  it('accepts exactly one check digit for any birth date and birth number', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2025, 4, 31), noInvalidDate: true }),
        fc.integer({ min: 1, max: 999 }),
        fc.boolean(),
        (date, serial, coordination) => {
          const year = String(date.getFullYear());
          const month = String(date.getMonth() + 1).padStart(2, '0');
          const day = String(date.getDate() + (coordination ? 60 : 0)).padStart(2, '0');
          const stem = year + month + day + String(serial).padStart(3, '0');
          const accepted = [...'0123456789'].filter((check) =>
            isValidSwedishPersonalId(stem + check, TODAY),
          );
          expect(accepted).toHaveLength(1);
        },
      ),
    );
  });
});

describe('parseSwedishPersonalId', () => {
  it('reads birth date, sex, coordination and the 12-digit form from the test list', () => {
    for (const [long, , separated, , valid, type, isMale] of PERSONNUMMER_TEST_LIST) {
      if (!valid) continue;
      const details = parseSwedishPersonalId(separated, TODAY);
      expect(details.longFormat).toBe(long);
      expect(details.coordination).toBe(type === 'con');
      expect(details.sex).toBe(isMale ? 'male' : 'female');
    }
  });

  it('gives the real day of birth of a samordningsnummer', () => {
    expect(parseSwedishPersonalId('701063-2391', TODAY)).toEqual({
      birthDate: '1970-10-03',
      coordination: true,
      sex: 'male',
      longFormat: '197010632391',
    });
  });

  it("resolves the century of a 10-digit number from the sign and today, as python-stdnum's tests", () => {
    expect(parseSwedishPersonalId('8803200420', TODAY).birthDate).toBe('1988-03-20');
    expect(parseSwedishPersonalId('121212-1212', TODAY).birthDate).toBe('2012-12-12');
    expect(parseSwedishPersonalId('121212+1212', TODAY).birthDate).toBe('1912-12-12');
    expect(parseSwedishPersonalId('400606+5827', TODAY).birthDate).toBe('1840-06-06');
    expect(parseSwedishPersonalId('191705120424').birthDate).toBe('1917-05-12');
  });

  it('switches a 10-digit number to `+` in the calendar year its holder turns 100', () => {
    // Born 1925-12-01: still `-` in 2024, `+` from 1 January 2025 even before the birthday.
    expect(parseSwedishPersonalId('251201-2382', new Date(2024, 0, 1)).birthDate).toBe(
      '1925-12-01',
    );
    expect(parseSwedishPersonalId('251201+2382', new Date(2025, 0, 1)).birthDate).toBe(
      '1925-12-01',
    );
    // In 2024 the same `+` number belongs to someone born in 1825.
    expect(parseSwedishPersonalId('251201+2382', new Date(2024, 11, 31)).birthDate).toBe(
      '1825-12-01',
    );
  });

  it("throws the spec's message for an invalid number", () => {
    expect(INVALID_SWEDISH_PERSONAL_ID).toBe('Invalid swedish personal identity number');
    for (const number of ['640823-3235', '8899200425', '', 'aaaaaaaaaa', '19640823-32345']) {
      expect(() => parseSwedishPersonalId(number, TODAY), number).toThrow(
        new Error(INVALID_SWEDISH_PERSONAL_ID),
      );
    }
  });

  it('needs today for a 10-digit number but not for a 12-digit one', () => {
    expect(() => parseSwedishPersonalId('640823-3234')).toThrow(RangeError);
    expect(parseSwedishPersonalId('19640823-3234').birthDate).toBe('1964-08-23');
  });
});
