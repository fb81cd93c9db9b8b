import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFinnishPersonalId,
  isValidFinnishPersonalId,
  normaliseFinnishPersonalId,
  parseFinnishPersonalId,
  type FinnishCenturySign,
} from './finnishPersonalId';

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const SIGNS_1900 = ['-', 'Y', 'X', 'W', 'V', 'U'];
const SIGNS_2000 = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Birth date, individual number and century sign of any code createFinnishPersonalId can make. */
const newCode = fc
  .record({
    date: fc.date({
      min: new Date(Date.UTC(1800, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    }),
    individualNumber: fc.integer({ min: 2, max: 999 }),
    signIndex: fc.nat(5),
  })
  .map(({ date, individualNumber, signIndex }) => {
    const birthDate = date.toISOString().slice(0, 10);
    const year = date.getUTCFullYear();
    const signs = year < 1900 ? ['+'] : year < 2000 ? SIGNS_1900 : SIGNS_2000;
    const centurySign = signs[signIndex % signs.length] as FinnishCenturySign;
    return { birthDate, individualNumber, centurySign };
  });

describe('isValidFinnishPersonalId', () => {
  it("accepts Digi- ja väestötietovirasto's example 131052-308T", () => {
    expect(isValidFinnishPersonalId('131052-308T')).toBe(true);
  });

  it("accepts DVV's examples of the century signs in use since 1.1.2023", () => {
    // From dvv.fi, "Reform of the personal identity code" (hypothetical persons).
    const examples = [
      '010594Y9021',
      '020594X903P',
      '020594X902N',
      '030594W903B',
      '030694W9024',
      '040594V9030',
      '040594V902Y',
      '050594U903M',
      '050594U902L',
      '010516B903X',
      '010516B902W',
      '020516C903K',
      '020516C902J',
      '030516D9037',
      '030516D9026',
      '010501E9032',
      '020502E902X',
      '020503F9037',
      '020504A902E',
      '020504B904H',
      '010594Y9032',
    ];
    for (const code of examples) expect(isValidFinnishPersonalId(code), code).toBe(true);
  });

  it("rejects python-stdnum's invalid cases: check, century sign, date, individual number", () => {
    // From python-stdnum's test_fi_hetu.doctest.
    for (const code of [
      '131052-308U',
      '131052/308T',
      '131052T308T',
      '310252-308Y',
      '130052-308R',
      '10101-0101',
      '131052-000V',
    ]) {
      expect(isValidFinnishPersonalId(code), code).toBe(false);
    }
  });

  it('accepts temporary codes 900–999 as valid', () => {
    // python-stdnum's temporary example, valid there with allow_temporary.
    expect(isValidFinnishPersonalId('131052-9993')).toBe(true);
  });

  it('rejects individual numbers 000 and 001 even with a correct check character', () => {
    expect(isValidFinnishPersonalId('131052-000V')).toBe(false);
    expect(isValidFinnishPersonalId('131052-001W')).toBe(false);
    expect(isValidFinnishPersonalId('131052-002X')).toBe(true);
  });

  it('rejects 29 February outside leap years, 1900 included', () => {
    const leapDay2000 = createFinnishPersonalId({ birthDate: '2000-02-29', individualNumber: 2 });
    expect(isValidFinnishPersonalId(leapDay2000)).toBe(true);
    // The same digits and check character with a 1900s sign: 1900 was not a leap year.
    expect(isValidFinnishPersonalId(leapDay2000.replace('A', '-'))).toBe(false);
  });

  it('rejects lower case, spaces and what is not a string', () => {
    for (const value of [
      '131052-308t',
      ' 131052-308T',
      '131052-308T ',
      '',
      null,
      131052308,
      undefined,
    ]) {
      expect(isValidFinnishPersonalId(value), String(value)).toBe(false);
    }
  });

  it('catches every change of one digit or of the check character', () => {
    fc.assert(
      fc.property(newCode, (input) => {
        const code = createFinnishPersonalId(input);
        for (let position = 0; position < code.length; position++) {
          if (position === 6) continue; // the century sign: its own property below
          const alphabet = position === 10 ? CHECK_CHARACTERS : '0123456789';
          for (const replacement of alphabet) {
            if (replacement === code.charAt(position)) continue;
            const changed = code.slice(0, position) + replacement + code.slice(position + 1);
            expect(isValidFinnishPersonalId(changed), `${code} → ${changed}`).toBe(false);
          }
        }
      }),
    );
  });

  it('treats a changed century sign as the same person only within the same century', () => {
    fc.assert(
      fc.property(newCode, fc.constantFrom('+', ...SIGNS_1900, ...SIGNS_2000), (input, sign) => {
        const code = createFinnishPersonalId(input);
        const changed = code.slice(0, 6) + sign + code.slice(7);
        const original = parseFinnishPersonalId(code);
        const reread = parseFinnishPersonalId(changed);
        if (reread === null) return; // e.g. 29 February moved into 1900
        if (reread.birthDate === original?.birthDate) {
          expect(reread).toEqual(original);
        } else {
          expect(reread.birthDate.slice(2)).toBe(original?.birthDate.slice(2));
        }
      }),
    );
  });
});

describe('parseFinnishPersonalId', () => {
  it('reads birth date, sex and temporariness', () => {
    expect(parseFinnishPersonalId('131052-308T')).toEqual({
      birthDate: '1952-10-13',
      sex: 'female',
      temporary: false,
    });
    expect(parseFinnishPersonalId('010594Y9021')).toEqual({
      birthDate: '1994-05-01',
      sex: 'female',
      temporary: true,
    });
    expect(parseFinnishPersonalId('010594Y9032')?.sex).toBe('male');
    expect(parseFinnishPersonalId('020504B904H')?.birthDate).toBe('2004-05-02');
    expect(parseFinnishPersonalId('131052+308T')?.birthDate).toBe('1852-10-13');
  });

  it('gives null for an invalid code', () => {
    expect(parseFinnishPersonalId('131052-308U')).toBeNull();
  });
});

describe('createFinnishPersonalId', () => {
  it("makes DVV's example codes", () => {
    expect(createFinnishPersonalId({ birthDate: '1952-10-13', individualNumber: 308 })).toBe(
      '131052-308T',
    );
    expect(
      createFinnishPersonalId({ birthDate: '1994-05-01', individualNumber: 902, centurySign: 'Y' }),
    ).toBe('010594Y9021');
    expect(
      createFinnishPersonalId({ birthDate: '2016-05-01', individualNumber: 903, centurySign: 'B' }),
    ).toBe('010516B903X');
  });

  it('makes only valid codes, and parse reads back what went in', () => {
    fc.assert(
      fc.property(newCode, (input) => {
        const code = createFinnishPersonalId(input);
        expect(isValidFinnishPersonalId(code)).toBe(true);
        expect(parseFinnishPersonalId(code)).toEqual({
          birthDate: input.birthDate,
          sex: input.individualNumber % 2 === 0 ? 'female' : 'male',
          temporary: input.individualNumber >= 900,
        });
      }),
    );
  });

  it('refuses impossible dates, individual numbers and century signs', () => {
    expect(() =>
      createFinnishPersonalId({ birthDate: '2023-02-29', individualNumber: 902 }),
    ).toThrow(RangeError);
    expect(() =>
      createFinnishPersonalId({ birthDate: '1799-12-31', individualNumber: 902 }),
    ).toThrow(RangeError);
    expect(() => createFinnishPersonalId({ birthDate: '1990-01-01', individualNumber: 1 })).toThrow(
      RangeError,
    );
    expect(() =>
      createFinnishPersonalId({ birthDate: '1990-01-01', individualNumber: 1000 }),
    ).toThrow(RangeError);
    expect(() =>
      createFinnishPersonalId({ birthDate: '1990-01-01', individualNumber: 902, centurySign: 'A' }),
    ).toThrow(RangeError);
  });
});

describe('normaliseFinnishPersonalId', () => {
  it('makes typed input valid when only case and spaces around were wrong', () => {
    expect(isValidFinnishPersonalId(normaliseFinnishPersonalId(' 131052-308t '))).toBe(true);
  });
});
