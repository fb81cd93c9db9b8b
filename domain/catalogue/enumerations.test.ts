import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ACTIVE_CANCELLED_STATUSES,
  APPLICATION_CHANNELS,
  APPLICATION_SOURCES,
  CUSTOMER_TYPES,
  DOCUMENT_DELIVERY_METHODS,
  FLOW_STATUSES,
  FLOW_TYPES,
  ID_DOCUMENT_KINDS,
  isOneOf,
  LOAN_APPLICATION_STATUSES,
  LOAN_DOCUMENT_TYPES,
  loanApplicationBadgeTone,
  OPEN_CLOSED_STATUSES,
} from './enumerations';

const enumerations: [string, readonly string[]][] = [
  ['account types', ACCOUNT_TYPES],
  ['application channels', APPLICATION_CHANNELS],
  ['application sources', APPLICATION_SOURCES],
  ['ID document kinds', ID_DOCUMENT_KINDS],
  ['document delivery methods', DOCUMENT_DELIVERY_METHODS],
  ['loan document types', LOAN_DOCUMENT_TYPES],
  ['customer types', CUSTOMER_TYPES],
  ['NULL/Active/Cancelled statuses', ACTIVE_CANCELLED_STATUSES],
  ['Open/Cancelled/Closed statuses', OPEN_CLOSED_STATUSES],
  ['flow types', FLOW_TYPES],
  ['flow statuses', FLOW_STATUSES],
  ['loan application statuses', LOAN_APPLICATION_STATUSES],
];

// Their labels, in every language, are checked against the catalogue in scripts/enumerationLabels.test.ts.
describe.each(enumerations)('%s', (_name, values) => {
  it('lists each value once', () => {
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('the values the catalogue names', () => {
  it('keeps the spec spellings on the wire', () => {
    expect(ACCOUNT_TYPES).toEqual([
      'BankAccount',
      'ExternalBankAccount',
      'TermDeposit',
      'ExternalTermDeposit',
    ]);
    expect(FLOW_TYPES).toEqual(['deposit', 'account', 'loan', 'company-loan']);
    expect(FLOW_STATUSES).toEqual(['Started']);
    expect(CUSTOMER_TYPES).toEqual(['Person', 'Company']);
    expect(DOCUMENT_DELIVERY_METHODS[0]).toBe('InternetBank');
    expect(DOCUMENT_DELIVERY_METHODS.at(-1)).toBe('CreditBureau');
    expect(DOCUMENT_DELIVERY_METHODS).toHaveLength(13);
    expect(LOAN_APPLICATION_STATUSES).toHaveLength(14);
  });

  it('keeps the seven named loan document types', () => {
    expect(LOAN_DOCUMENT_TYPES).toEqual(
      expect.arrayContaining([
        'LOAN_APPLICATION_TERMS',
        'LOAN_PREAPPROVAL_CONTRACT',
        'LOAN_PRECONDITIONS',
        'LOAN_CONTRACT',
        'INSURANCE_ELECTRONIC_SERVICES_POLICY',
        'LIMIT_PRECONDITIONS',
        'LIMIT_CONTRACT',
      ]),
    );
  });
});

describe('loan application status', () => {
  it('shows a green badge for Active and an orange one for every other status', () => {
    expect(loanApplicationBadgeTone('Active')).toBe('green');
    const others = LOAN_APPLICATION_STATUSES.filter((status) => status !== 'Active');
    expect(others).toHaveLength(13);
    for (const status of others) expect(loanApplicationBadgeTone(status), status).toBe('orange');
  });

  it('shows an orange badge for a status the bank adds later', () => {
    expect(loanApplicationBadgeTone('SomethingNew')).toBe('orange');
    expect(loanApplicationBadgeTone('active')).toBe('orange');
  });
});

describe('isOneOf', () => {
  it('accepts only the exact spellings of the enumeration', () => {
    expect(isOneOf(CUSTOMER_TYPES, 'Company')).toBe(true);
    expect(isOneOf(CUSTOMER_TYPES, 'company')).toBe(false);
    expect(isOneOf(CUSTOMER_TYPES, null)).toBe(false);
    expect(isOneOf(CUSTOMER_TYPES, 1)).toBe(false);
  });
});
