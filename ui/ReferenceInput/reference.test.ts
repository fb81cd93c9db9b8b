import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment';
import { formatReferenceText, parseReference, validateReference } from './reference';

describe('a reference as typed', () => {
  it.each([
    ['1232', '1232'],
    ['86 85162 59613', '868516259613'],
    ['rf94 8685 1625 9613', 'RF94868516259613'],
    [' RF34 1234 561 ', 'RF341234561'],
    ['', ''],
  ])('reads %j as %j', (text, reference) => {
    expect(parseReference(text)).toBe(reference);
  });
});

describe('a reference as shown', () => {
  it.each([
    ['1232', '1232'],
    ['868516259613', '86 85162 59613'],
    ['RF341234561', 'RF34 1234 561'],
    ['RF94868516259613', 'RF94 8685 1625 9613'],
    ['12-34', '12-34'],
  ])('shows %j as %j', (reference, text) => {
    expect(formatReferenceText(reference)).toBe(text);
  });

  it.each(['868516259613', 'RF94868516259613'])('reads back what it shows for %j', (reference) => {
    expect(parseReference(formatReferenceText(reference))).toBe(reference);
  });
});

describe('the rules of a reference', () => {
  it.each([
    ['', null],
    ['1232', null],
    ['868516259613', null],
    ['RF341234561', null],
    ['RF94868516259613', null],
    ['1233', PAYMENT_MESSAGES.invalidReference],
    ['RF351234561', PAYMENT_MESSAGES.invalidReference],
    ['12', PAYMENT_MESSAGES.invalidReference],
    ['ABC', PAYMENT_MESSAGES.invalidReference],
  ])('%j: %j', (reference, problem) => {
    expect(validateReference(reference)).toBe(problem);
  });
});
