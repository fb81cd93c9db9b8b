import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFinnishBusinessId, isValidFinnishBusinessId } from './finnishBusinessId';

const base7 = fc.stringMatching(/^\d{7}$/);

/** Bases whose weighted sum does not leave remainder 1, i.e. those that have a Y-tunnus. */
const issuableBase = base7.filter((base) => {
  try {
    createFinnishBusinessId(base);
    return true;
  } catch {
    return false;
  }
});

describe('isValidFinnishBusinessId', () => {
  it('accepts published business IDs (check digits verified by computation)', () => {
    // 0112038-9: Nokia Oyj in the trade register; 2077474-0: python-stdnum's ytunnus example;
    // 1572860-0: the fi-business-id library's README example; 2617416-4 from our brief.
    for (const id of ['0112038-9', '2077474-0', '1572860-0', '2617416-4']) {
      expect(isValidFinnishBusinessId(id), id).toBe(true);
    }
  });

  it("rejects python-stdnum's wrong check digit and malformed numbers", () => {
    for (const id of ['2077474-1', '0112038-8', '01120389', '112038-9', '0112038-', '0112038-10']) {
      expect(isValidFinnishBusinessId(id), id).toBe(false);
    }
  });

  it('rejects the 6-digit legacy form, spaces and what is not a string', () => {
    for (const value of ['112038-9', ' 0112038-9', '0112038 -9', '', null, 1120389]) {
      expect(isValidFinnishBusinessId(value), String(value)).toBe(false);
    }
  });

  it('rejects every number whose remainder is 1, whatever its last digit', () => {
    // 0000006: weighted sum 6 * 2 = 12, remainder 1.
    for (let check = 0; check <= 9; check++) {
      expect(isValidFinnishBusinessId(`0000006-${check}`)).toBe(false);
    }
  });

  it('catches every change of one digit', () => {
    fc.assert(
      fc.property(issuableBase, (base) => {
        const id = createFinnishBusinessId(base);
        for (const position of [0, 1, 2, 3, 4, 5, 6, 8]) {
          for (const digit of '0123456789') {
            if (digit === id.charAt(position)) continue;
            const changed = id.slice(0, position) + digit + id.slice(position + 1);
            expect(isValidFinnishBusinessId(changed), changed).toBe(false);
          }
        }
      }),
    );
  });
});

describe('createFinnishBusinessId', () => {
  it('computes the check digit of published IDs', () => {
    expect(createFinnishBusinessId('0112038')).toBe('0112038-9');
    expect(createFinnishBusinessId('2077474')).toBe('2077474-0');
  });

  it('makes only valid IDs that keep their base', () => {
    fc.assert(
      fc.property(issuableBase, (base) => {
        const id = createFinnishBusinessId(base);
        expect(isValidFinnishBusinessId(id)).toBe(true);
        expect(id.slice(0, 7)).toBe(base);
      }),
    );
  });

  it('refuses a base with remainder 1 and a base that is not seven digits', () => {
    expect(() => createFinnishBusinessId('0000006')).toThrow(RangeError);
    expect(() => createFinnishBusinessId('112038')).toThrow(RangeError);
    expect(() => createFinnishBusinessId('011203a')).toThrow(RangeError);
  });
});
