import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNip, isValidPesel, isValidPolishIdCard, isValidRegon } from './polishIds';

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

/** Every string made by changing one digit of `value` (non-digits kept). */
function singleDigitChanges(value: string): string[] {
  const changes: string[] = [];
  for (let position = 0; position < value.length; position++) {
    if (!/\d/.test(value.charAt(position))) continue;
    for (const digit of '0123456789') {
      if (digit !== value.charAt(position)) {
        changes.push(value.slice(0, position) + digit + value.slice(position + 1));
      }
    }
  }
  return changes;
}

describe('isValidPesel', () => {
  it("accepts python-stdnum's PESEL examples from the 1800s to the 2000s", () => {
    // From python-stdnum's pl.pesel module: 1944-05-14, 1902-12-24 (M), 2002-01-13 (F).
    for (const pesel of ['44051401359', '02122401358', '02211307589']) {
      expect(isValidPesel(pesel), pesel).toBe(true);
    }
  });

  it("rejects python-stdnum's wrong check digit and impossible birth date", () => {
    expect(isValidPesel('44051401358')).toBe(false);
    // Check digit right, but month 38 is month 18 of the 2100s.
    expect(isValidPesel('02381307589')).toBe(false);
  });

  it('reads the century from the month: 29 February 1900 does not exist, 2000 does', () => {
    // 00 02 29 (1900) and 00 22 29 (2000), check digits computed by the PESEL weights.
    expect(isValidPesel('00022912343')).toBe(false);
    expect(isValidPesel('00222912349')).toBe(true);
  });

  it('rejects wrong lengths, separators and what is not a string', () => {
    for (const value of ['4405140135', '440514013590', '440514-01359', '', null, 44051401359]) {
      expect(isValidPesel(value), String(value)).toBe(false);
    }
  });

  it('catches every change of one digit', () => {
    for (const changed of singleDigitChanges('44051401359')) {
      expect(isValidPesel(changed), changed).toBe(false);
    }
  });
});

describe('isValidNip', () => {
  it("accepts python-stdnum's NIP example, plain and with dashes", () => {
    expect(isValidNip('8567346215')).toBe(true);
    expect(isValidNip('856-734-62-15')).toBe(true);
  });

  it('accepts published company NIPs (verified by computation)', () => {
    // PKN Orlen S.A. 774-000-14-54 (REGON 610188201), the sample company of GUS's BIR service;
    // 5260250274 is the numerik-js README's example, here in the 3-2-2-3 grouping.
    expect(isValidNip('774-000-14-54')).toBe(true);
    expect(isValidNip('7740001454')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
  });

  it("rejects python-stdnum's wrong check digit, double dashes and other separators", () => {
    for (const value of [
      '8567346216',
      '856--734-62-15',
      '-8567346215',
      '856 734 62 15',
      'PL8567346215',
    ]) {
      expect(isValidNip(value), value).toBe(false);
    }
  });

  it('rejects a number whose remainder is 10, whatever its last digit', () => {
    // 000000003: weighted sum 3 · 7 = 21, remainder 10.
    for (let check = 0; check <= 9; check++) expect(isValidNip(`000000003${check}`)).toBe(false);
  });

  it('accepts exactly one last digit for nine digits, unless the remainder is 10', () => {
    fc.assert(
      fc.property(digits(9), (stem) => {
        const accepted = [...'0123456789'].filter((d) => isValidNip(stem + d));
        expect(accepted.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('isValidRegon', () => {
  it("accepts python-stdnum's REGON examples and its list of numbers found online", () => {
    // From python-stdnum's pl.regon module and test_pl_regon.doctest.
    for (const regon of [
      '192598184',
      '123456785',
      '12345678512347',
      '000144992',
      '001123710',
      '010925233',
      '140006787',
      '292449593',
      '570007868',
      '812663628',
      '610188201', // PKN Orlen S.A., GUS's BIR sample company
    ]) {
      expect(isValidRegon(regon), regon).toBe(true);
    }
  });

  it("rejects python-stdnum's wrong check digits, in the 9-digit prefix or at the end", () => {
    expect(isValidRegon('192598183')).toBe(false);
    expect(isValidRegon('12345678612342')).toBe(false);
    expect(isValidRegon('12345678512348')).toBe(false);
  });

  it('reads a remainder of 10 as check digit 0', () => {
    // 00000003: weighted sum 3 · 7 = 21, remainder 10.
    expect(isValidRegon('000000030')).toBe(true);
    expect(isValidRegon('000000031')).toBe(false);
  });

  it('rejects other lengths, separators and what is not a string', () => {
    for (const value of ['19259818', '1925981840', '192-598-184', '', null, 192598184]) {
      expect(isValidRegon(value), String(value)).toBe(false);
    }
  });

  it('catches every change of one digit in a 9-digit REGON', () => {
    for (const changed of singleDigitChanges('192598184')) {
      expect(isValidRegon(changed), changed).toBe(false);
    }
  });
});

describe('isValidPolishIdCard', () => {
  it('accepts published identity card numbers', () => {
    // ABA300000 from the id-pl library's example; AYW036733 and APH505567 from
    // Respect/Validation's PolishIdCard docs; ABS123456 from validate-polish-id-card's README.
    for (const card of ['ABA300000', 'AYW036733', 'APH505567', 'ABS123456']) {
      expect(isValidPolishIdCard(card), card).toBe(true);
    }
  });

  it('rejects the published invalid examples, spaces and lower case', () => {
    for (const card of [
      'AYW036731',
      'ABS523456',
      'APH 505567',
      'aba300000',
      'AB300000',
      'ABA3000000',
      '1BA300000',
    ]) {
      expect(isValidPolishIdCard(card), card).toBe(false);
    }
  });

  it('catches every change of one digit', () => {
    for (const changed of singleDigitChanges('AYW036733')) {
      expect(isValidPolishIdCard(changed), changed).toBe(false);
    }
  });
});
