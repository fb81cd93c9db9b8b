/**
 * Invoice funding (laskurahoitus), the catalogue's five calls: the totals, the sales invoices (the
 * open ones; those in handling; a list chosen by `mainFilter`) and the purchase invoices. The
 * spec gives their names and `mainFilter` only: the fields are ours, in its words.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { INVOICE_STATES, SALES_FILTERS } from '../domain/invoiceFunding/invoiceStates';
import { defineCall, type CallGroup } from './call';
import { calendarDate, euros, noPayload } from './wire';

const group: CallGroup = 'bank';

const fundedInvoice = z.object({
  Id: z.uuid(),
  InvoiceNumber: z.string(),
  /** The invoice's whole amount. */
  Amount: euros,
  /** The bank's advance (sales) or its payment to the seller (purchase). */
  FundedAmount: euros,
  /** What is still unpaid of the invoice. */
  OpenAmount: euros,
  InvoiceDate: calendarDate,
  DueDate: calendarDate,
  State: z.enum(INVOICE_STATES),
  PaidDate: calendarDate.nullable(),
});

/** A sales invoice the company has sold to the bank: its debtor pays the bank. */
export const salesInvoice = fundedInvoice.extend({ Debtor: z.string() });
export type SalesInvoice = z.output<typeof salesInvoice>;

/** A purchase invoice the bank has paid (or will pay) to its seller for the company. */
export const purchaseInvoice = fundedInvoice.extend({ Seller: z.string() });
export type PurchaseInvoice = z.output<typeof purchaseInvoice>;

export const fundingTotalsRecord = z.object({
  FundingLimit: euros,
  Funded: euros,
  Open: euros,
  Available: euros,
  /** The share of a sales invoice the bank advances, in percent. */
  AdvancePercent: z.int(),
});
export type FundingTotalsRecord = z.output<typeof fundingTotalsRecord>;

const reads = ['invoiceFunding'] as const;

export const invoiceFundingTotals = defineCall({
  group,
  name: 'invoice-funding-totals',
  request: noPayload,
  response: fundingTotalsRecord.nullable(),
  policy: {
    summary:
      'The company’s invoice funding: its limit, funded, open and available; null without an agreement.',
    access: 'view',
    customerType: 'Company',
    reads,
  },
});

export const invoiceFundingSales = defineCall({
  group,
  name: 'invoice-funding-sales',
  request: noPayload,
  response: z.array(salesInvoice),
  policy: {
    summary:
      'The company’s sales invoices not yet paid (in handling or funded), the earliest due first.',
    access: 'view',
    customerType: 'Company',
    reads,
  },
});

export const invoiceFundingHandling = defineCall({
  group,
  name: 'invoice-funding-handling',
  request: noPayload,
  response: z.object({ Sales: z.array(salesInvoice), Purchase: z.array(purchaseInvoice) }),
  policy: {
    summary:
      'The company’s sales and purchase invoices the bank is handling, the latest sent first.',
    access: 'view',
    customerType: 'Company',
    reads,
  },
});

export const invoiceFundingSalesPaidFiltered = defineCall({
  group,
  name: 'invoice-funding-sales-paid-filtered',
  request: z
    .object({
      mainFilter: z.enum(SALES_FILTERS, { error: code('invoiceFunding.validation.mainFilter') }),
    })
    .strict(),
  response: z.array(salesInvoice),
  policy: {
    summary:
      'The company’s sales invoices of one list: active, handling, paidFilter (paid within three months) or paid.',
    access: 'view',
    customerType: 'Company',
    reads,
  },
});

export const invoiceFundingPurchase = defineCall({
  group,
  name: 'invoice-funding-purchase',
  request: noPayload,
  response: z.array(purchaseInvoice),
  policy: {
    summary: 'The company’s purchase invoices funded by the bank, the latest due first.',
    access: 'view',
    customerType: 'Company',
    reads,
  },
});
