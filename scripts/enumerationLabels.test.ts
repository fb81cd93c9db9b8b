import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIONS, ACCOUNT_GROUPS } from '../domain/accounts/accounts';
import { TRANSACTION_TYPES } from '../domain/accounts/transactions';
import { CARD_KINDS, CARD_LIMIT_FIELDS, CARD_REGIONS, CARD_STATUSES } from '../domain/cards/cards';
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
  LOAN_APPLICATION_STATUSES,
  LOAN_DOCUMENT_TYPES,
  OPEN_CLOSED_STATUSES,
} from '../domain/catalogue/enumerations';
import {
  COMPANY_LOAN_TYPES,
  LOAN_INSTALMENT_STATUSES,
  LOAN_PURPOSES,
  LOAN_STATUSES,
  LOAN_SUBTYPES,
  LOAN_TYPES,
} from '../domain/loans/loan';
import { PAYEE_VERIFICATION_RESULTS } from '../domain/payments/payeeVerification';
import { INVOICE_STATES, SALES_FILTERS } from '../domain/invoiceFunding/invoiceStates';
import { en } from '../i18n/en';
import { fi } from '../i18n/fi';
import { sv } from '../i18n/sv';
import type { Texts } from '../i18n';

/**
 * Each enumeration of the rules beside the catalogue's block of its labels: the UI looks a label
 * up by the value the wire spells, so the block must have exactly the values, each its own words.
 */
const enumerations: [string, readonly string[], (texts: Texts) => Record<string, unknown>][] = [
  ['application channels', APPLICATION_CHANNELS, (t) => t.catalogue.applicationChannel],
  ['application sources', APPLICATION_SOURCES, (t) => t.catalogue.applicationSource],
  ['ID document kinds', ID_DOCUMENT_KINDS, (t) => t.catalogue.idDocumentKind],
  [
    'document delivery methods',
    DOCUMENT_DELIVERY_METHODS,
    (t) => t.catalogue.documentDeliveryMethod,
  ],
  ['loan document types', LOAN_DOCUMENT_TYPES, (t) => t.catalogue.loanDocumentType],
  ['customer types', CUSTOMER_TYPES, (t) => t.catalogue.customerType],
  [
    'NULL/Active/Cancelled statuses',
    ACTIVE_CANCELLED_STATUSES,
    (t) => t.catalogue.activeCancelledStatus,
  ],
  ['Open/Cancelled/Closed statuses', OPEN_CLOSED_STATUSES, (t) => t.catalogue.openClosedStatus],
  ['flow types', FLOW_TYPES, (t) => t.catalogue.flowType],
  ['flow statuses', FLOW_STATUSES, (t) => t.catalogue.flowStatus],
  [
    'loan application statuses',
    LOAN_APPLICATION_STATUSES,
    (t) => t.catalogue.loanApplicationStatus,
  ],
  ['instalment statuses', LOAN_INSTALMENT_STATUSES, (t) => t.loans.instalmentStatus],
  ['loan statuses', LOAN_STATUSES, (t) => t.loans.status],
  ['loan types', LOAN_TYPES, (t) => t.loans.type],
  ['loan subtypes', LOAN_SUBTYPES, (t) => t.loans.subtype],
  ['company loan types', COMPANY_LOAN_TYPES, (t) => t.loans.companyLoanType],
  ['loan purposes', LOAN_PURPOSES, (t) => t.loans.purpose],
  ['card kinds', CARD_KINDS, (t) => t.kit.card.kind],
  ['card statuses', CARD_STATUSES, (t) => t.kit.card.status],
  ['card limits', CARD_LIMIT_FIELDS, (t) => t.kit.card.limit],
  ['card regions', CARD_REGIONS, (t) => t.kit.card.region],
  // A limit's transfers and unknown types are 'other'; a card transaction without a name 'card'.
  ['transaction types', [...TRANSACTION_TYPES, 'other', 'card'], (t) => t.kit.transactionType],
  ['account groups', ACCOUNT_GROUPS, (t) => t.kit.accountGroupRibbon.group],
  // A bank account of ours is named by its use; the other types by themselves.
  [
    'account names',
    ['payment', 'savings', ...ACCOUNT_TYPES.filter((type) => type !== 'BankAccount')],
    (t) => t.kit.accountName,
  ],
  ['account actions', ACCOUNT_ACTIONS, (t) => t.accounts.actionLabels],
  ['payee verification results', PAYEE_VERIFICATION_RESULTS, (t) => t.payments.payeeVerification],
  ['funded invoice states', INVOICE_STATES, (t) => t.invoiceFunding.states],
  ['sales invoice lists', SALES_FILTERS, (t) => t.invoiceFunding.sales.filters],
];

const languages = { fi, sv, en } as const;

describe.each(enumerations)('the labels of %s', (_name, values, labelsOf) => {
  it.each(Object.keys(languages) as (keyof typeof languages)[])(
    'name every value and nothing else, each in words of its own, in %s',
    (language) => {
      const labels = labelsOf(languages[language]);
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      const words = Object.values(labels).map((label) => JSON.stringify(label));
      expect(words.every((text) => text.replace(/\W/g, '') !== '')).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    },
  );
});
