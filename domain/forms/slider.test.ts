import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSliderValue,
  isAllowedSliderValue,
  readSliderInput,
  sliderSteps,
  snapToAllowedValue,
} from './slider';

const NBSP = '\u00a0';
const amounts = sliderSteps(1000, 30000, 1000);

describe('snapToAllowedValue', () => {
  it('snaps a typed number to the nearest allowed value', () => {
    expect(snapToAllowedValue(12400, amounts)).toBe(12000);
    expect(snapToAllowedValue(12600, amounts)).toBe(13000);
    expect(snapToAllowedValue('12 600', amounts)).toBe(13000);
    expect(snapToAllowedValue('12600,5', amounts)).toBe(13000);
  });

  it('snaps numbers outside the range to its ends', () => {
    expect(snapToAllowedValue(0, amounts)).toBe(1000);
    expect(snapToAllowedValue(1e9, amounts)).toBe(30000);
  });

  it('takes the higher value on a tie', () => {
    expect(snapToAllowedValue(12500, amounts)).toBe(13000);
  });

  it('falls back to 25000 for a non-number, then snaps', () => {
    expect(snapToAllowedValue('paljon', amounts)).toBe(25000);
    expect(snapToAllowedValue('', amounts)).toBe(25000);
    expect(snapToAllowedValue(Number.NaN, amounts)).toBe(25000);
    expect(snapToAllowedValue('paljon', [1000, 20000])).toBe(20000);
    expect(snapToAllowedValue('paljon', [12, 24, 36], 29)).toBe(24);
  });

  it('gives null for an empty list, where the slider shows No data', () => {
    expect(snapToAllowedValue(5000, [])).toBeNull();
  });

  it('handles an unsorted list', () => {
    expect(snapToAllowedValue(17, [36, 12, 24])).toBe(12);
  });

  it('always returns one of the allowed values', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true }), fc.string()),
        fc.array(fc.integer(), { minLength: 1 }),
        (value, allowed) => {
          const snapped = snapToAllowedValue(value, allowed);
          expect(snapped !== null && isAllowedSliderValue(snapped, allowed)).toBe(true);
        },
      ),
    );
  });
});

describe('sliderSteps', () => {
  it('lists the positions from min to max by step', () => {
    expect(sliderSteps(0, 500, 100)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(amounts).toHaveLength(30);
  });

  it('ends with the maximum even when it is off the step grid', () => {
    expect(sliderSteps(0, 250, 100)).toEqual([0, 100, 200, 250]);
  });

  it('gives one position when min equals max and none when min is above max', () => {
    expect(sliderSteps(5, 5, 1)).toEqual([5]);
    expect(sliderSteps(6, 5, 1)).toEqual([]);
  });

  it('does not collect binary float noise', () => {
    expect(sliderSteps(0, 0.5, 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('refuses a step that is not positive and a slider too long to use', () => {
    expect(() => sliderSteps(0, 10, 0)).toThrow(RangeError);
    expect(() => sliderSteps(0, Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('slider value box', () => {
  it('reads and shows values in the Finnish format', () => {
    expect(readSliderInput('25 000')).toBe(25000);
    expect(readSliderInput('x')).toBeNull();
    expect(formatSliderValue(25000)).toBe(`25${NBSP}000`);
  });

  it('knows which values the slider offers', () => {
    expect(isAllowedSliderValue(13000, amounts)).toBe(true);
    expect(isAllowedSliderValue(13500, amounts)).toBe(false);
  });
});
