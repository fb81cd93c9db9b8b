import type { Cents } from '../money/money';
import type { InvoiceState } from './invoiceStates';

/** The share of a sales invoice the bank advances when it funds it; a purchase invoice is whole. */
export const SALES_ADVANCE_PERCENT = 80;

/** The bank's advance on a sales invoice of `amount`: whole cents, rounded down. */
export const salesAdvance = (amount: Cents, percent = SALES_ADVANCE_PERCENT): Cents =>
  Math.floor((amount * percent) / 100);

/** What is still unpaid of the invoice: all of it until the whole invoice is paid. */
export const openAmount = (invoice: { state: InvoiceState; amount: Cents }): Cents =>
  invoice.state === 'Paid' ? 0 : invoice.amount;

export interface FundingTotals {
  /** The agreement's limit: what the bank may have advanced at once. */
  fundingLimit: Cents;
  /** The advances on funded invoices not yet paid. */
  funded: Cents;
  /** What is still to be paid of those invoices (sales by debtors, purchase by the company). */
  open: Cents;
  /** What more the company can have funded: the limit less the advances, those in handling too. */
  available: Cents;
}

interface FundedInvoice {
  state: InvoiceState;
  amount: Cents;
  fundedAmount: Cents;
}

/** The totals of a company's invoice funding over its sales and purchase invoices alike. */
export function fundingTotals(
  invoices: readonly FundedInvoice[],
  fundingLimit: Cents,
): FundingTotals {
  let funded = 0;
  let open = 0;
  let reserved = 0;
  for (const invoice of invoices) {
    if (invoice.state === 'Funded' || invoice.state === 'Overdue') {
      funded += invoice.fundedAmount;
      open += openAmount(invoice);
    } else if (invoice.state === 'Handling') {
      reserved += invoice.fundedAmount;
    }
  }
  return { fundingLimit, funded, open, available: Math.max(0, fundingLimit - funded - reserved) };
}
