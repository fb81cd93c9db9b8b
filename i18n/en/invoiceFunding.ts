import type { Texts } from '../fi';

/** Invoice funding. */
export const enInvoiceFunding: Texts['invoiceFunding'] = {
  title: 'Invoice funding',
  lead: 'The bank advances your sales invoices at once and collects them from the payers, and pays your purchase invoices to the sellers as you repay the bank on the due date.',
  totals: {
    heading: 'Funding at a glance',
    loadFailed: 'Loading the invoice funding failed.',
    none: 'The company has no invoice funding agreement. You can ask about invoice funding by sending the bank a message.',
    limit: 'Funding limit',
    funded: 'Funded',
    open: 'Open',
    available: 'Available',
    advance: 'Advance on sales invoices',
    percent: '{{value, number}} %',
  },
  sales: {
    heading: 'Sales invoices',
    filter: 'Show sales invoices',
    loadFailed: 'Loading the sales invoices failed.',
    filters: {
      active: 'Open',
      handling: 'In handling',
      paidFilter: 'Paid, 3 months',
      paid: 'All paid',
    },
    empty: {
      active: 'No open sales invoices.',
      handling: 'The bank is handling none of your sales invoices.',
      paidFilter: 'None of your sales invoices has been paid in the last three months.',
      paid: 'No paid sales invoices.',
    },
  },
  purchase: {
    heading: 'Purchase invoices',
    loadFailed: 'Loading the purchase invoices failed.',
    empty: 'The bank has funded none of the company’s purchase invoices.',
  },
  invoice: {
    number: 'Invoice {{number}}',
    debtor: 'Payer',
    seller: 'Seller',
    amount: 'Invoice amount',
    funded: 'Funded amount',
    open: 'Open',
    dueDate: 'Due date',
    paidDate: 'Paid',
  },
  states: {
    Handling: 'In handling',
    Funded: 'Funded',
    Overdue: 'Overdue',
    Paid: 'Paid',
  },
  validation: {
    mainFilter: 'Choose a list of sales invoices: open, in handling, paid in 3 months or all paid.',
  },
  statement: {
    salesAdvance: 'Invoice funding advance, sales invoice {{number}}',
    salesSettlement: 'Invoice funding remainder, sales invoice {{number}}, fee deducted',
    purchaseRepayment: 'Invoice funding repayment with fee, purchase invoice {{number}}',
  },
};
