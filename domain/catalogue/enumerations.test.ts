import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  ACTIVE_CANCELLED_STATUS_LABELS,
  ACTIVE_CANCELLED_STATUSES,
  APPLICATION_CHANNEL_LABELS,
  APPLICATION_CHANNELS,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  CUSTOMER_TYPE_LABELS,
  CUSTOMER_TYPES,
  DOCUMENT_DELIVERY_METHOD_LABELS,
  DOCUMENT_DELIVERY_METHODS,
  FLOW_STATUS_LABELS,
  FLOW_STATUSES,
  FLOW_TYPE_LABELS,
  FLOW_TYPES,
  ID_DOCUMENT_KIND_LABELS,
  ID_DOCUMENT_KINDS,
  isOneOf,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_APPLICATION_STATUSES,
  LOAN_DOCUMENT_TYPE_LABELS,
  LOAN_DOCUMENT_TYPES,
  loanApplicationBadgeTone,
  OPEN_CLOSED_STATUS_LABELS,
  OPEN_CLOSED_STATUSES,
} from './enumerations';

const enumerations: [string, readonly string[], Record<string, string>][] = [
  ['account types', ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS],
  ['application channels', APPLICATION_CHANNELS, APPLICATION_CHANNEL_LABELS],
  ['application sources', APPLICATION_SOURCES, APPLICATION_SOURCE_LABELS],
  ['ID document kinds', ID_DOCUMENT_KINDS, ID_DOCUMENT_KIND_LABELS],
  ['document delivery methods', DOCUMENT_DELIVERY_METHODS, DOCUMENT_DELIVERY_METHOD_LABELS],
  ['loan document types', LOAN_DOCUMENT_TYPES, LOAN_DOCUMENT_TYPE_LABELS],
  ['customer types', CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS],
  ['NULL/Active/Cancelled statuses', ACTIVE_CANCELLED_STATUSES, ACTIVE_CANCELLED_STATUS_LABELS],
  ['Open/Cancelled/Closed statuses', OPEN_CLOSED_STATUSES, OPEN_CLOSED_STATUS_LABELS],
  ['flow types', FLOW_TYPES, FLOW_TYPE_LABELS],
  ['flow statuses', FLOW_STATUSES, FLOW_STATUS_LABELS],
  ['loan application statuses', LOAN_APPLICATION_STATUSES, LOAN_APPLICATION_STATUS_LABELS],
];

describe.each(enumerations)('%s', (_name, values, labels) => {
  it('labels every value and nothing else', () => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('gives each value its own non-empty label, so a customer can tell them apart', () => {
    const texts = values.map((value) => labels[value]?.trim() ?? '');
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(values.length);
  });

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

  it('calls the information document by its statutory Finnish name (SECCI)', () => {
    expect(LOAN_DOCUMENT_TYPE_LABELS.LOAN_INFORMATION_DOCUMENT).toBe(
      'Vakiomuotoiset eurooppalaiset kuluttajaluottotiedot',
    );
  });
});

describe('loan application status', () => {
  it('labels the common states in Finnish', () => {
    expect(LOAN_APPLICATION_STATUS_LABELS.InProcess).toBe('Käsittelyssä');
    expect(LOAN_APPLICATION_STATUS_LABELS.WaitingForApproval).toBe('Odottaa hyväksyntää');
    expect(LOAN_APPLICATION_STATUS_LABELS.Rejected).toBe('Hylätty');
    expect(LOAN_APPLICATION_STATUS_LABELS.Active).toBe('Voimassa');
    expect(LOAN_APPLICATION_STATUS_LABELS.Expired).toBe('Vanhentunut');
    expect(LOAN_APPLICATION_STATUS_LABELS.Cancelled).toBe('Peruttu');
  });

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
