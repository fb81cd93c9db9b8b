import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidGiin } from './giin';

const GIIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
const part = (length: number) =>
  fc
    .array(fc.constantFrom(...GIIN_CHARACTERS), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));
const giin = fc.tuple(part(6), part(5), part(2), part(3)).map((parts) => parts.join('.'));

describe('isValidGiin', () => {
  it('accepts the sample GIIN of FATCA XML reporting examples', () => {
    expect(isValidGiin('98Q96B.00000.LE.250')).toBe(true);
  });

  it('accepts GIINs of every category and a sponsored entity', () => {
    // LE lead FI, SL sponsored, ME member, BR branch, SP sponsoring entity.
    for (const value of [
      '98Q96B.00000.SL.250',
      '98Q96B.00000.ME.246',
      '98Q96B.00000.BR.246',
      'A1B2C3.12345.SP.840',
    ]) {
      expect(isValidGiin(value), value).toBe(true);
    }
  });

  it('rejects the letter O anywhere, even where a zero would fit', () => {
    for (const value of [
      '98O96B.00000.LE.250',
      '98Q96B.0000O.LE.250',
      '98Q96B.00000.LO.250',
      '98Q96B.00000.LE.25O',
    ]) {
      expect(isValidGiin(value), value).toBe(false);
    }
  });

  it('rejects wrong group lengths, separators, lower case and what is not a string', () => {
    for (const value of [
      '98Q96B0.0000.LE.250',
      '98Q96B.00000.LE.2500',
      '98Q96B.00000.L.250',
      '98Q96B-00000-LE-250',
      '98Q96B00000LE250',
      '98q96b.00000.le.250',
      ' 98Q96B.00000.LE.250',
      '',
      null,
    ]) {
      expect(isValidGiin(value), String(value)).toBe(false);
    }
  });

  it('accepts every 6.5.2.3 arrangement of capitals and digits without O', () => {
    fc.assert(
      fc.property(giin, (value) => {
        expect(isValidGiin(value), value).toBe(true);
      }),
    );
  });

  it('rejects any GIIN with one character turned into O', () => {
    fc.assert(
      fc.property(giin, fc.nat(18), (value, index) => {
        const position = value.charAt(index) === '.' ? index + 1 : index;
        const changed = value.slice(0, position) + 'O' + value.slice(position + 1);
        expect(isValidGiin(changed), changed).toBe(false);
      }),
    );
  });
});
