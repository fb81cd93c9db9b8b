import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_LIMIT_STEP_EUROS,
  amountLimitHint,
  amountLimitSteps,
  formatWholeEuros,
  parseAmountLimit,
  validateAmountLimit,
} from './amountLimit';

const NBSP = '\u00a0';

describe('formatWholeEuros', () => {
  it('shows whole euros in fi-FI with the euro sign and no decimals', () => {
    expect(formatWholeEuros(1000)).toBe(`1${NBSP}000${NBSP}€`);
    expect(formatWholeEuros(0)).toBe(`0${NBSP}€`);
    expect(formatWholeEuros(20000)).toBe(`20${NBSP}000${NBSP}€`);
  });
});

describe('amountLimitHint', () => {
  it('asks for an amount between 0 and the maximum, in cents', () => {
    expect(amountLimitHint(1000)).toBe('errors.validation.amountBetween|{"min":0,"max":100000}');
  });
});

describe('amountLimitSteps', () => {
  it('goes from 0 to the maximum in steps of 100 €', () => {
    expect(AMOUNT_LIMIT_STEP_EUROS).toBe(100);
    expect(amountLimitSteps(500)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(amountLimitSteps(1000)).toHaveLength(11);
  });

  it('ends with a maximum that is not a multiple of 100 €', () => {
    expect(amountLimitSteps(250)).toEqual([0, 100, 200, 250]);
  });

  it('refuses a negative maximum', () => {
    expect(() => amountLimitSteps(-100)).toThrow(RangeError);
  });
});

describe('parseAmountLimit', () => {
  it('reads whole euros as Finnish customers type them', () => {
    expect(parseAmountLimit('500', 1000)).toBe(500);
    expect(parseAmountLimit('1 000 €', 2000)).toBe(1000);
    expect(parseAmountLimit('250,00', 1000)).toBe(250);
  });

  it('clamps to 0 and the maximum, both included', () => {
    expect(parseAmountLimit('0', 1000)).toBe(0);
    expect(parseAmountLimit('1000', 1000)).toBe(1000);
    expect(parseAmountLimit('1001', 1000)).toBe(1000);
    expect(parseAmountLimit('-5', 1000)).toBe(0);
  });

  it('gives null for junk and for cents, so the field keeps what was typed', () => {
    for (const junk of ['', 'tuhat', '12,50', '1e3']) {
      expect(parseAmountLimit(junk, 1000), junk).toBeNull();
    }
  });

  it('reads back every whole amount formatWholeEuros prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (euros) => {
        expect(parseAmountLimit(formatWholeEuros(euros), 10_000_000)).toBe(euros);
      }),
    );
  });
});

describe('validateAmountLimit', () => {
  it('accepts whole euros from 0 to the maximum', () => {
    expect(validateAmountLimit('0', 1000)).toBeNull();
    expect(validateAmountLimit('1000', 1000)).toBeNull();
  });

  it('shows the hint for amounts outside the range, cents and junk', () => {
    for (const bad of ['1001', '-1', '10,50', 'abc', '']) {
      expect(validateAmountLimit(bad, 1000), bad).toBe(amountLimitHint(1000));
    }
  });
});
