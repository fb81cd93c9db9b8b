import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, formatAmount, parseAmount, validateAmount } from './amount';

describe('an amount as typed', () => {
  it.each([
    ['125,50', 12_550],
    ['1 234,56', 123_456],
    ['1\u00a0234,56', 123_456],
    ['1234.5', 123_450],
    ['12 €', 1_200],
    [' 12,05 ', 1_205],
    ['0', 0],
    ['-5', -500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,345', '1,2,3', '12e3', '€'])('keeps %j as typed', (text) => {
    expect(parseAmount(text)).toBe(text);
  });
});

describe('an amount as shown', () => {
  it.each([
    [12_550, '125,50'],
    [123_456, '1 234,56'],
    [100_000_000, '1 000 000,00'],
    [5, '0,05'],
    [0, '0,00'],
    [-500, '-5,00'],
    ['12,345', '12,345'],
  ])('shows %j as %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it.each([1, 12_550, 123_456, 100_000_000])('reads back what it shows for %i', (cents) => {
    expect(parseAmount(formatAmount(cents))).toBe(cents);
  });
});

describe('the rules of an amount', () => {
  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['   ', AMOUNT_MESSAGES.required],
    ['abc', AMOUNT_MESSAGES.unreadable],
    ['12,345', AMOUNT_MESSAGES.unreadable],
    [0, AMOUNT_MESSAGES.minimum],
    [-500, AMOUNT_MESSAGES.minimum],
    [1, null],
    [12_550, null],
  ])('%j: %j', (value, problem) => {
    expect(validateAmount(value)).toBe(problem);
  });
});
