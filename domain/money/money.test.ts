import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountTone,
  centsToEuros,
  eurosToCents,
  formatMoney,
  moneyParts,
  parseEuroAmount,
  roundToCents,
} from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows euros in the Finnish format with two decimals and no-break spaces', () => {
    expect(formatMoney(123456)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(5)).toBe(`0,05${NBSP}€`);
  });

  it('prefixes a plus sign on positives only when asked', () => {
    expect(formatMoney(1200, { signPrefix: true })).toBe(`+12,00${NBSP}€`);
    expect(formatMoney(0, { signPrefix: true })).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-1200, { signPrefix: true })).toBe(`\u221212,00${NBSP}€`);
  });

  it('formats another currency when asked', () => {
    expect(formatMoney(1000, { currency: 'SEK' })).toBe(`10,00${NBSP}SEK`);
  });
});

describe('moneyParts', () => {
  it('shows the Finnish format and gives screen readers the words of the sign and amount', () => {
    expect(moneyParts(-123456)).toEqual({
      display: `\u22121${NBSP}234,56${NBSP}€`,
      aria: 'common.money.negative|{"amount":123456}',
    });
    expect(moneyParts(500, { signPrefix: true }).aria).toBe('common.money.positive|{"amount":500}');
    expect(moneyParts(500).aria).toBe('common.money.amount|{"amount":500}');
    expect(moneyParts(0, { signPrefix: true }).aria).toBe('common.money.amount|{"amount":0}');
  });
});

describe('eurosToCents', () => {
  it('rounds half away from zero despite binary float noise', () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(-1.005)).toBe(-101);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(322.424)).toBe(32242);
  });

  it('refuses what is not a number of euros', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Infinity)).toThrow(RangeError);
  });

  it('is the inverse of centsToEuros for every whole-cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });

  it('roundToCents keeps euros but drops fractions of a cent', () => {
    expect(roundToCents(329.87654)).toBe(329.88);
  });
});

describe('parseEuroAmount', () => {
  it('reads amounts as Finnish customers type them', () => {
    expect(parseEuroAmount('1 234,56')).toBe(123456);
    expect(parseEuroAmount('1234.5')).toBe(123450);
    expect(parseEuroAmount(' 12 € ')).toBe(1200);
    expect(parseEuroAmount(`1${NBSP}000`)).toBe(100000);
    expect(parseEuroAmount('-5')).toBe(-500);
  });

  it('refuses junk and more than two decimals', () => {
    for (const junk of ['', 'abc', '1,234', '1.2.3', '12e3', '--1', ',5']) {
      expect(parseEuroAmount(junk), junk).toBeNull();
    }
  });

  it('reads back every amount formatMoney prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseEuroAmount(formatMoney(cents))).toBe(cents);
      }),
    );
  });
});

describe('amountTone', () => {
  it('is positive (green) above zero, negative below and neutral at zero', () => {
    expect(amountTone(1)).toBe('positive');
    expect(amountTone(-1)).toBe('negative');
    expect(amountTone(0)).toBe('neutral');
  });

  it('follows the sign of the amount', () => {
    const tones = { 1: 'positive', [-1]: 'negative', 0: 'neutral' } as const;
    fc.assert(
      fc.property(fc.integer(), (cents) => {
        expect(amountTone(cents)).toBe(tones[Math.sign(cents) as 1 | -1 | 0]);
      }),
    );
  });
});
