import { describe, expect, it } from 'vitest';
import { isValidIban } from '../payments/iban';
import { isBankReferenceIban } from '../payments/ibanText';
import { COMPANY_LOAN_PAYMENT_IBAN } from './loanPaymentAccount';

describe('COMPANY_LOAN_PAYMENT_IBAN', () => {
  it('is a valid Finnish IBAN of the bank’s reference kind', () => {
    expect(isValidIban(COMPANY_LOAN_PAYMENT_IBAN)).toBe(true);
    expect(isBankReferenceIban(COMPANY_LOAN_PAYMENT_IBAN)).toBe(true);
  });
});
