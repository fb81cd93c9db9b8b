import { addDays } from 'date-fns/addDays';
import { subDays } from 'date-fns/subDays';
import { parseIsoDate, toIsoDate } from '../dates/dates';

/**
 * Invoice funding (laskurahoitus): a company sells its sales invoices to the bank, which advances
 * part of each at once and collects the whole from the debtor; or has the bank pay a purchase
 * invoice to the seller, repaying the bank by the invoice's due date. The spec names the calls
 * and the sales lists' filters only; the states, their order and the handling time are ours.
 */
export const INVOICE_KINDS = ['Sales', 'Purchase'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * An invoice's states, in the only order it passes through them:
 * - Handling: sent to the bank, which checks the invoice and its debtor or seller;
 * - Funded: the bank has paid the advance (sales) or the seller (purchase); the invoice is open;
 * - Overdue: still open after its due date;
 * - Paid: the debtor (sales) or the company (purchase) has paid the whole invoice to the bank.
 * A rejected invoice is not shown: the sandbox approves every invoice it is sent (a Finnish bank
 * tells a rejection by message, not in these lists).
 */
export const INVOICE_STATES = ['Handling', 'Funded', 'Overdue', 'Paid'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Where each state may go next; Paid is final. */
export const INVOICE_TRANSITIONS: Record<InvoiceState, readonly InvoiceState[]> = {
  Handling: ['Funded'],
  Funded: ['Overdue', 'Paid'],
  Overdue: ['Paid'],
  Paid: [],
};

/** The bank decides on an invoice the day after it was sent. */
export const HANDLING_DAYS = 1;

/** The invoice's dates, each a `YYYY-MM-DD` calendar day of the bank. */
export interface InvoiceProgress {
  state: InvoiceState;
  submittedOn: string;
  dueDate: string;
  /**
   * The day the debtor (sales) or the company (purchase) pays the whole invoice; null while no
   * payment is on its way (the invoice then goes overdue and stays so).
   */
  settlesOn: string | null;
  fundedOn: string | null;
  paidOn: string | null;
}

const plusDays = (day: string, days: number) => toIsoDate(addDays(parseIsoDate(day)!, days));
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Where the invoice stands on the bank's day `today`: every step it has reached by then, taken
 * in order (a long pause takes several at once), each dated the day it happened. Calendar days
 * as strings compare in order, so no step needs a clock. Pure: the job stores what it answers.
 */
export function advanceInvoice(invoice: InvoiceProgress, today: string): InvoiceProgress {
  let next = invoice;
  if (next.state === 'Handling') {
    const decidedOn = plusDays(next.submittedOn, HANDLING_DAYS);
    if (today < decidedOn) return next;
    next = { ...next, state: 'Funded', fundedOn: decidedOn };
  }
  if (next.state === 'Funded' || next.state === 'Overdue') {
    if (next.settlesOn !== null && today >= next.settlesOn) {
      return { ...next, state: 'Paid', paidOn: later(next.settlesOn, next.fundedOn!) };
    }
    if (next.state === 'Funded' && today > next.dueDate) next = { ...next, state: 'Overdue' };
  }
  return next;
}

/** May an invoice go from one state to another in one step? */
export const mayMove = (from: InvoiceState, to: InvoiceState) =>
  INVOICE_TRANSITIONS[from].includes(to);

/**
 * The sales invoices' lists (the spec's `mainFilter`): `active` the funded invoices still open,
 * `handling` those the bank is checking, `paid` every paid one, and `paidFilter`, which the spec
 * does not explain, those paid within the last three months, the view a Finnish bank opens its
 * paid invoices with.
 */
export const SALES_FILTERS = ['active', 'handling', 'paidFilter', 'paid'] as const;
export type SalesFilter = (typeof SALES_FILTERS)[number];

export const RECENTLY_PAID_DAYS = 90;

/** Is the invoice in the list `filter` on the bank's day `today`? */
export function inSalesList(
  invoice: Pick<InvoiceProgress, 'state' | 'paidOn'>,
  filter: SalesFilter,
  today: string,
): boolean {
  switch (filter) {
    case 'active':
      return invoice.state === 'Funded' || invoice.state === 'Overdue';
    case 'handling':
      return invoice.state === 'Handling';
    case 'paid':
      return invoice.state === 'Paid';
    case 'paidFilter':
      return (
        invoice.state === 'Paid' &&
        invoice.paidOn! >= toIsoDate(subDays(parseIsoDate(today)!, RECENTLY_PAID_DAYS))
      );
  }
}
