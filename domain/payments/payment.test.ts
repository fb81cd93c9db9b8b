import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/dates';
import {
  dueDateError,
  isFuturePayment,
  latestDueDate,
  PAYMENT_MESSAGES,
  paymentAmountError,
  paymentApproval,
  paymentMessageError,
  referenceError,
  referenceOrMessageError,
  storedReference,
} from './payment';

const day = (iso: string) => parseIsoDate(iso)!;

describe('paymentAmountError', () => {
  it('wants an amount of at least one cent', () => {
    expect(paymentAmountError(undefined)).toBe(PAYMENT_MESSAGES.required);
    expect(paymentAmountError(null)).toBe(PAYMENT_MESSAGES.required);
    expect(paymentAmountError(Number.NaN)).toBe(PAYMENT_MESSAGES.required);
    expect(paymentAmountError(0)).toBe('errors.validation.minimumCent');
    expect(paymentAmountError(-500)).toBe(PAYMENT_MESSAGES.minimum);
    expect(paymentAmountError(1)).toBeNull();
    expect(paymentAmountError(105_000)).toBeNull();
  });
});

describe('referenceError', () => {
  it('accepts a missing reference (a message may be used instead)', () => {
    expect(referenceError(undefined)).toBeNull();
    expect(referenceError('')).toBeNull();
    expect(referenceError('   ')).toBeNull();
  });

  it('accepts national references with a right 7-3-1 check digit, printed or not', () => {
    expect(referenceError('1232')).toBeNull();
    expect(referenceError('20231040')).toBeNull();
    expect(referenceError('2023 1040')).toBeNull();
  });

  it('accepts an RF creditor reference with right check digits, in either case', () => {
    expect(referenceError('RF18 5390 0754 7034')).toBeNull();
    expect(referenceError('rf18539007547034')).toBeNull();
  });

  it('refuses a wrong check digit, letters and a too short reference', () => {
    expect(referenceError('1234')).toBe('payments.rules.invalidReference');
    expect(referenceError('RF18539007547035')).toBe(PAYMENT_MESSAGES.invalidReference);
    expect(referenceError('12A2')).toBe(PAYMENT_MESSAGES.invalidReference);
    expect(referenceError('123')).toBe(PAYMENT_MESSAGES.invalidReference);
  });
});

describe('paymentMessageError', () => {
  it('takes up to 140 characters of the SEPA character set', () => {
    expect(paymentMessageError(undefined)).toBeNull();
    expect(paymentMessageError('Lasku 12/2026, kiitos.')).toBeNull();
    expect(paymentMessageError('Vuokra (huhtikuu) + vesi: 1050,00')).toBeNull();
    expect(paymentMessageError('Ä'.repeat(140))).toBeNull();
    expect(paymentMessageError('Ä'.repeat(141))).toBe('payments.rules.messageTooLong|{"max":140}');
  });

  it('refuses characters outside the set', () => {
    expect(paymentMessageError('<script>')).toBe('payments.rules.messageCharacters');
    expect(paymentMessageError('Kiitos 😊')).toBe(PAYMENT_MESSAGES.messageCharacters);
    expect(paymentMessageError('rivi\nrivi')).toBe(PAYMENT_MESSAGES.messageCharacters);
  });
});

describe('referenceOrMessageError', () => {
  it('allows a reference or a message, not both', () => {
    expect(referenceOrMessageError('1232', undefined)).toBeNull();
    expect(referenceOrMessageError(undefined, 'Lasku')).toBeNull();
    expect(referenceOrMessageError('1232', '  ')).toBeNull();
    expect(referenceOrMessageError(' ', 'Lasku')).toBeNull();
    expect(referenceOrMessageError('1232', 'Lasku')).toBe('payments.rules.referenceAndMessage');
  });
});

describe('dueDateError', () => {
  const today = day('2026-11-22');

  it('accepts today and any day up to a year ahead', () => {
    expect(dueDateError('2026-11-22', today)).toBeNull();
    expect(dueDateError('2026-11-23', today)).toBeNull();
    expect(dueDateError('2027-11-22', today)).toBeNull();
  });

  it('refuses yesterday and a day more than a year ahead', () => {
    expect(dueDateError('2026-11-21', today)).toBe('payments.rules.dueDatePast');
    expect(dueDateError('2027-11-23', today)).toBe('payments.rules.dueDateTooFar');
  });

  it('reads "today" as a calendar day, whatever the hour', () => {
    const lateEvening = new Date(2026, 10, 22, 23, 59);
    expect(dueDateError('2026-11-22', lateEvening)).toBeNull();
    expect(dueDateError('2026-11-21', new Date(2026, 10, 22, 0, 1))).toBe(
      PAYMENT_MESSAGES.dueDatePast,
    );
  });

  it('refuses a day that does not exist, and anything not YYYY-MM-DD', () => {
    expect(dueDateError('2027-02-29', today)).toBe('errors.validation.invalidDate');
    expect(dueDateError('2026-13-01', today)).toBe(PAYMENT_MESSAGES.invalidDate);
    expect(dueDateError('22.11.2026', today)).toBe(PAYMENT_MESSAGES.invalidDate);
  });

  it('counts a leap day: a year from 29.2. is 28.2. plus one day', () => {
    const leapDay = day('2028-02-29');
    expect(dueDateError('2029-02-28', leapDay)).toBeNull();
    expect(dueDateError('2029-03-01', leapDay)).toBe(PAYMENT_MESSAGES.dueDateTooFar);
    expect(latestDueDate(leapDay)).toBe('2029-02-28');
  });
});

describe('isFuturePayment', () => {
  it('is a future payment when due after today', () => {
    const today = new Date(2026, 10, 22, 15, 30);
    expect(isFuturePayment('2026-11-23', today)).toBe(true);
    expect(isFuturePayment('2026-11-22', today)).toBe(false);
    expect(isFuturePayment('2026-11-21', today)).toBe(false);
  });
});

describe('storedReference', () => {
  it('keeps the reference without spaces and RF in capitals, or nothing', () => {
    expect(storedReference('2023 1040')).toBe('20231040');
    expect(storedReference('rf18 5390 0754 7034')).toBe('RF18539007547034');
    expect(storedReference('  ')).toBeNull();
    expect(storedReference(undefined)).toBeNull();
  });
});

describe('paymentApproval', () => {
  const today = day('2026-11-22');
  const payment = {
    amount: 120_00,
    recipientName: 'Asunto Oy Kuusikko',
    recipientIban: 'FI2112345600000785',
  };

  it('names the amount and the payee with the IBAN in groups of four', () => {
    expect(paymentApproval({ ...payment, dueDate: '2026-11-22' }, today)).toEqual({
      key: 'payments.approval.today',
      values: { amount: 120_00, name: 'Asunto Oy Kuusikko', iban: 'FI21 1234 5600 0007 85' },
    });
  });

  it('adds the due date of a future payment', () => {
    expect(paymentApproval({ ...payment, dueDate: '2026-12-05' }, today)).toEqual({
      key: 'payments.approval.dated',
      values: {
        amount: 120_00,
        name: 'Asunto Oy Kuusikko',
        iban: 'FI21 1234 5600 0007 85',
        day: '2026-12-05',
      },
    });
  });
});
