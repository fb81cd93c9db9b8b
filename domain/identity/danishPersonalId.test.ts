import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDanishPersonalId } from './danishPersonalId';

describe('isValidDanishPersonalId', () => {
  it("accepts the CPR office's modulus 11 example and python-stdnum's example", () => {
    // 070761-4285: 0·4 + 7·3 + 0·2 + 7·7 + 6·6 + 1·5 + 4·4 + 2·3 + 8·2 + 5·1 = 154 = 14 · 11.
    expect(isValidDanishPersonalId('070761-4285')).toBe(true);
    // 211062-5629 from python-stdnum's dk.cpr module: sum 110.
    expect(isValidDanishPersonalId('211062-5629')).toBe(true);
    expect(isValidDanishPersonalId('2110625629')).toBe(true);
  });

  it('rejects a weighted sum not divisible by 11', () => {
    expect(isValidDanishPersonalId('070761-4286')).toBe(false);
    expect(isValidDanishPersonalId('211062-5628')).toBe(false);
  });

  it("rejects python-stdnum's impossible date 511062-5629", () => {
    expect(isValidDanishPersonalId('511062-5629')).toBe(false);
  });

  it('reads 29 February by the century the sequence digit gives', () => {
    // Sequence 4xxx with year 00 is 2000 (a leap year), 0xxx is 1900 (not one); both sums divisible by 11.
    expect(isValidDanishPersonalId('290200-4028')).toBe(true);
    expect(isValidDanishPersonalId('290200-0014')).toBe(false);
  });

  it('rejects other separators, spaces and what is not a string', () => {
    for (const value of [
      '070761 4285',
      '070761/4285',
      ' 070761-4285',
      '07076-14285',
      '',
      null,
      704614285,
    ]) {
      expect(isValidDanishPersonalId(value), String(value)).toBe(false);
    }
  });

  it('catches every change of one digit', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1937, 0, 1)),
          max: new Date(Date.UTC(1999, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 3999 }),
        (date, sequence) => {
          const dd = String(date.getUTCDate()).padStart(2, '0');
          const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
          const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
          const stem = dd + mm + yy + '-' + String(sequence).padStart(4, '0').slice(0, 3);
          const valid = [...'0123456789'].map((d) => stem + d).find(isValidDanishPersonalId);
          if (valid === undefined) return; // remainder 10: no number is issued for this stem
          for (let position = 0; position < valid.length; position++) {
            if (position === 6) continue;
            for (const digit of '0123456789') {
              if (digit === valid.charAt(position)) continue;
              const changed = valid.slice(0, position) + digit + valid.slice(position + 1);
              expect(isValidDanishPersonalId(changed), changed).toBe(false);
            }
          }
        },
      ),
    );
  });
});
