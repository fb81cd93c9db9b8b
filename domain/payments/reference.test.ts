import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFinnishReference,
  formatReference,
  fromRfReference,
  isValidFinnishReference,
  normaliseReference,
  toRfReference,
} from './reference';

const base = fc.stringMatching(/^[1-9]\d{2,18}$/);

/** An RF reference with correct check digits for any digit body, for the length tests. */
function toRfReferenceOfBody(body: string): string {
  for (let check = 2; check <= 98; check += 1) {
    const candidate = `RF${String(check).padStart(2, '0')}${body}`;
    if (BigInt(`${body}2715${String(check).padStart(2, '0')}`) % 97n === 1n) return candidate;
  }
  throw new Error('unreachable');
}

describe('isValidFinnishReference', () => {
  it("accepts the references of Finanssiala's Pankkiviivakoodi-opas example invoices", () => {
    for (const reference of [
      '86851 62596 19897',
      '55958 22432 94671',
      '69 87567 20834 35364',
      '7 75847 47906 47489',
      '78 77767 96566 28687',
      '8 68624',
      '92125 37425 25398 97737',
      '5907 38390',
      '13 57914',
      'RF09 8685 1625 9619 897',
      'RF06 5595 8224 3294 671',
      'RF02 6987 5672 0834',
      'RF84 7758 4747 9064 7489',
      'RF60 7877 7679 6566 2868 7',
      'RF10 8686 24',
      'RF71 9212 5374 2525 3989 7737',
      'RF66 5907 3839 0',
      'RF95 1357 914',
    ]) {
      expect(isValidFinnishReference(reference), reference).toBe(true);
    }
  });

  it("accepts the valid references in finnish-bank-utils' test list", () => {
    for (const reference of [
      '1234561',
      'RF341234561',
      '1511890656',
      'RF601511890656',
      '3222190631525115',
      '1231180652526617',
      '01030100067175800018',
      'RF031030100067175800018',
      '3004101416423555',
      '77584747906474893225',
      'RF7677584747906474893225',
    ]) {
      expect(isValidFinnishReference(reference), reference).toBe(true);
    }
  });

  it('accepts the ISO 11649 example creditor reference, in any case', () => {
    expect(isValidFinnishReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidFinnishReference('rf18539007547034')).toBe(true);
    expect(isValidFinnishReference('RF19 5390 0754 7034')).toBe(false);
  });

  it('refuses a wrong 7-3-1 check digit', () => {
    expect(isValidFinnishReference('1232')).toBe(true);
    expect(isValidFinnishReference('1233')).toBe(false);
    expect(isValidFinnishReference('86851 62596 19898')).toBe(false);
  });

  it('holds the national form to 4–20 digits', () => {
    expect(isValidFinnishReference('136')).toBe(false); // 13 + its check digit 6: too short
    expect(isValidFinnishReference('1300')).toBe(true); // 130 + check digit 0
    expect(isValidFinnishReference('77584747906474893225')).toBe(true); // 20 digits
    expect(isValidFinnishReference(`0${'77584747906474893225'}`)).toBe(false); // 21 digits
  });

  it('holds the RF form to RF followed by 6–23 digits', () => {
    expect(isValidFinnishReference(toRfReferenceOfBody('1232'))).toBe(true); // 6 digits
    expect(isValidFinnishReference(toRfReferenceOfBody('123'))).toBe(false); // 5 digits
    expect(isValidFinnishReference(toRfReferenceOfBody('1'.repeat(21)))).toBe(true); // 23
    expect(isValidFinnishReference(toRfReferenceOfBody('1'.repeat(22)))).toBe(false); // 24
  });

  it('refuses letters, other punctuation and non-strings', () => {
    for (const junk of ['', '   ', '1232a', '12-32', 'RF', 'RFAB1232', 'RF18 5390 0754 703X']) {
      expect(isValidFinnishReference(junk), junk).toBe(false);
    }
    expect(isValidFinnishReference(1232)).toBe(false);
    expect(isValidFinnishReference(null)).toBe(false);
  });

  it('catches any single changed digit of a national reference', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, shift) => {
        const reference = createFinnishReference(b);
        const i = at % reference.length;
        const changed = (Number(reference[i]) + shift) % 10;
        const broken = `${reference.slice(0, i)}${changed}${reference.slice(i + 1)}`;
        expect(isValidFinnishReference(broken)).toBe(false);
      }),
    );
  });

  it('catches any single changed digit of an RF reference', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, at, shift) => {
        const rf = toRfReference(createFinnishReference(b));
        const i = 2 + (at % (rf.length - 2));
        const changed = (Number(rf[i]) + shift) % 10;
        const broken = `${rf.slice(0, i)}${changed}${rf.slice(i + 1)}`;
        expect(isValidFinnishReference(broken)).toBe(false);
      }),
    );
  });
});

describe('createFinnishReference', () => {
  it('appends the 7-3-1 check digit (computed from the Pankkiviivakoodi-opas references)', () => {
    expect(createFinnishReference('123')).toBe('1232');
    expect(createFinnishReference('123456')).toBe('1234561');
    expect(createFinnishReference('86851 62596 1989')).toBe('868516259619897');
    expect(createFinnishReference('6987567208343536')).toBe('69875672083435364');
  });

  it('refuses bases that are not 3–19 digits', () => {
    for (const junk of ['12', '1'.repeat(20), '12a', '']) {
      expect(() => createFinnishReference(junk), junk).toThrow(RangeError);
    }
  });

  it('always creates a valid reference', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,19}$/), (b) => {
        expect(isValidFinnishReference(createFinnishReference(b))).toBe(true);
      }),
    );
  });
});

describe('RF references', () => {
  it('turns national references into the RF form of the guides', () => {
    // finnish-bank-utils' test list and the Pankkiviivakoodi-opas version 5 invoice 1.
    expect(toRfReference('1234561')).toBe('RF341234561');
    expect(toRfReference('1511890656')).toBe('RF601511890656');
    expect(toRfReference('86851 62596 19897')).toBe('RF09868516259619897');
    expect(toRfReference('01030100067175800018')).toBe('RF031030100067175800018');
  });

  it('refuses to convert an invalid national reference', () => {
    expect(() => toRfReference('1233')).toThrow(RangeError);
    expect(() => toRfReference('RF341234561')).toThrow(RangeError);
  });

  it('finds the national reference inside an RF reference', () => {
    expect(fromRfReference('RF34 1234 561')).toBe('1234561');
    expect(fromRfReference('RF09 8685 1625 9619 897')).toBe('868516259619897');
  });

  it('gives null for an invalid RF reference or one without a national reference inside', () => {
    expect(fromRfReference('RF35 1234 561')).toBeNull();
    expect(fromRfReference('1234561')).toBeNull();
    // Valid ISO 11649 reference whose body fails the 7-3-1 check.
    expect(fromRfReference('RF18 5390 0754 7034')).toBeNull();
  });

  it('round-trips every national reference through the RF form', () => {
    fc.assert(
      fc.property(base, (b) => {
        const national = createFinnishReference(b);
        const rf = toRfReference(national);
        expect(isValidFinnishReference(rf)).toBe(true);
        expect(fromRfReference(rf)).toBe(national);
      }),
    );
  });
});

describe('formatReference', () => {
  it('groups national references by 5 from the right, as Finnish invoices print them', () => {
    expect(formatReference('1511890656')).toBe('15118 90656');
    expect(formatReference('69875672083435364')).toBe('69 87567 20834 35364');
    expect(formatReference('1232')).toBe('1232');
    expect(formatReference('12345')).toBe('12345');
    expect(formatReference('123456')).toBe('1 23456');
  });

  it('groups RF references by 4 from the left', () => {
    expect(formatReference('RF341234561')).toBe('RF34 1234 561');
    expect(formatReference('rf09 868516259619897')).toBe('RF09 8685 1625 9619 897');
  });

  it('keeps what is neither as typed', () => {
    expect(formatReference('abc 12')).toBe('abc 12');
  });
});

describe('normaliseReference', () => {
  it('removes whitespace and upper-cases', () => {
    expect(normaliseReference(' rf34 1234\u00a0561 ')).toBe('RF341234561');
  });
});
