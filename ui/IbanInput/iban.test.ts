import { describe, expect, it } from 'vitest';
import { PAYEE_FORM_MESSAGES } from '../../domain/payments/payeeForm';
import { formatIbanText, parseIban, validateIban } from './iban';

describe('an IBAN as typed', () => {
  it.each([
    ['FI21 1234 5600 0007 85', 'FI2112345600000785'],
    ['fi2112345600000785', 'FI2112345600000785'],
    [' DE89 3704\u00a00044 0532 0130 00 ', 'DE89370400440532013000'],
    ['', ''],
    ['FI21-1234', 'FI21-1234'],
  ])('reads %j as %j', (text, iban) => {
    expect(parseIban(text)).toBe(iban);
  });
});

describe('an IBAN as shown', () => {
  it.each([
    ['FI2112345600000785', 'FI21 1234 5600 0007 85'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['FI21', 'FI21'],
    ['', ''],
    ['FI21-1234', 'FI21-1234'],
  ])('shows %j as %j', (iban, text) => {
    expect(formatIbanText(iban)).toBe(text);
  });

  it('reads back what it shows', () => {
    expect(parseIban(formatIbanText('FI2112345600000785'))).toBe('FI2112345600000785');
  });
});

describe('the rules of an IBAN', () => {
  it.each([
    ['', PAYEE_FORM_MESSAGES.required],
    ['FI2112345600000786', PAYEE_FORM_MESSAGES.invalidIban],
    ['FI21123456', PAYEE_FORM_MESSAGES.invalidIban],
    ['XX2112345600000785', PAYEE_FORM_MESSAGES.invalidIban],
    ['FI2112345600000785', null],
    ['DE89370400440532013000', null],
  ])('%j: %j', (iban, problem) => {
    expect(validateIban(iban)).toBe(problem);
  });
});
