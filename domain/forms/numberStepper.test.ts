import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NUMBER_LIMIT_DEFAULT_MAX,
  formatStepperValue,
  parseStepperInput,
  readStepperNumber,
  stepValue,
  stepperError,
} from './numberStepper';

const NBSP = '\u00a0';

describe('readStepperNumber', () => {
  it('strips spaces, including no-break ones, and reads a comma as the decimal point', () => {
    expect(readStepperNumber(' 1 500 ')).toBe(1500);
    expect(readStepperNumber(`1${NBSP}500,5`)).toBe(1500.5);
    expect(readStepperNumber('2,25')).toBe(2.25);
    expect(readStepperNumber('2.25')).toBe(2.25);
    expect(readStepperNumber(',5')).toBe(0.5);
    expect(readStepperNumber('\u22123')).toBe(-3);
  });

  it('refuses what is not a plain decimal number', () => {
    for (const junk of [
      '',
      ' ',
      'abc',
      '12a',
      '1e3',
      '0x10',
      '1,2,3',
      '1.234,5',
      '-',
      'Infinity',
    ]) {
      expect(readStepperNumber(junk), junk).toBeNull();
    }
  });
});

describe('formatStepperValue', () => {
  it('shows the value in the Finnish format', () => {
    expect(formatStepperValue(1500.5)).toBe(`1${NBSP}500,5`);
    expect(formatStepperValue(-3)).toBe('\u22123');
  });

  it('is read back by readStepperNumber', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, hundredths) => {
          const value = whole + Math.sign(whole || 1) * (hundredths / 100);
          expect(readStepperNumber(formatStepperValue(value))).toBe(value);
        },
      ),
    );
  });
});

describe('stepperError', () => {
  const limits = { min: 1, max: 10 };

  it('accepts the limits themselves', () => {
    expect(stepperError('1', limits)).toBeNull();
    expect(stepperError('10', limits)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(stepperError('0,99', limits)).toBe('below_min');
    expect(stepperError('10,01', limits)).toBe('above_max');
    expect(stepperError('kymmenen', limits)).toBe('not_a_number');
  });

  it('allows up to the maximum safe integer when no maximum is given', () => {
    expect(NUMBER_LIMIT_DEFAULT_MAX).toBe(9007199254740991);
    expect(stepperError('9007199254740991')).toBeNull();
    expect(stepperError('9007199254740993')).toBe('above_max');
  });
});

describe('parseStepperInput', () => {
  const limits = { min: 12, max: 84 };

  it('keeps a number within the limits', () => {
    expect(parseStepperInput('36', 24, limits)).toBe(36);
    expect(parseStepperInput('12', 24, limits)).toBe(12);
    expect(parseStepperInput('84', 24, limits)).toBe(84);
  });

  it('clamps a number outside the limits', () => {
    expect(parseStepperInput('11,9', 24, limits)).toBe(12);
    expect(parseStepperInput('1 000', 24, limits)).toBe(84);
    expect(parseStepperInput('-5', 24, limits)).toBe(12);
  });

  it('reverts to the previous value when the entry is not a number', () => {
    expect(parseStepperInput('abc', 24, limits)).toBe(24);
    expect(parseStepperInput('', 24, limits)).toBe(24);
  });

  it('clamps to the default maximum when none is given', () => {
    expect(parseStepperInput('99999999999999999999', 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses limits where the minimum is above the maximum', () => {
    expect(() => parseStepperInput('5', 1, { min: 10, max: 1 })).toThrow(RangeError);
  });

  it('always lands within the limits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 12, max: 84 }), (text, previous) => {
        const value = parseStepperInput(text, previous, limits);
        expect(value).toBeGreaterThanOrEqual(12);
        expect(value).toBeLessThanOrEqual(84);
      }),
    );
  });
});

describe('stepValue', () => {
  it('moves by one step up or down', () => {
    expect(stepValue(5, 'up')).toBe(6);
    expect(stepValue(5, 'down')).toBe(4);
    expect(stepValue(1000, 'up', { step: 1000 })).toBe(2000);
  });

  it('stops at the limits', () => {
    expect(stepValue(84, 'up', { min: 12, max: 84 })).toBe(84);
    expect(stepValue(83, 'up', { min: 12, max: 84, step: 6 })).toBe(84);
    expect(stepValue(12, 'down', { min: 12, max: 84 })).toBe(12);
  });

  it('does not collect binary float noise', () => {
    expect(stepValue(0.1, 'up', { step: 0.2 })).toBe(0.3);
    expect(stepValue(0.3, 'down', { step: 0.1 })).toBe(0.2);
  });

  it('is undone by a step the other way inside the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1000 }),
        (v, s) => {
          const step = s / 100;
          const value = v / 100;
          expect(stepValue(stepValue(value, 'up', { step }), 'down', { step })).toBe(value);
        },
      ),
    );
  });

  it('refuses a step that is not positive', () => {
    expect(() => stepValue(1, 'up', { step: 0 })).toThrow(RangeError);
    expect(() => stepValue(1, 'up', { step: -1 })).toThrow(RangeError);
  });
});
