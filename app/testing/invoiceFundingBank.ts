import * as funding from '../../api/invoiceFunding';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';

/** A company's invoice funding, as the page's tests and stories see it. */

export const TOTALS: funding.FundingTotalsRecord = {
  FundingLimit: 150_000_00,
  Funded: 32_000_00,
  Open: 40_000_00,
  Available: 103_120_00,
  AdvancePercent: 80,
};

const invoice = {
  Id: '6a1f0c55-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  InvoiceNumber: '3142',
  Amount: 18_600_00,
  FundedAmount: 14_880_00,
  OpenAmount: 18_600_00,
  InvoiceDate: '2026-11-02',
  DueDate: '2026-12-02',
  State: 'Funded',
  PaidDate: null,
} as const;

export const OPEN_SALES: funding.SalesInvoice = {
  ...invoice,
  Debtor: 'As Oy Kauniaisten Kuusikko',
};

export const PAID_SALES: funding.SalesInvoice = {
  ...invoice,
  Id: '7b2a1d66-2e3f-4a4b-8c9d-8e7f6a5b4c3d',
  InvoiceNumber: '3120',
  Debtor: 'Rakennuttaja Nurmela Oy',
  State: 'Paid',
  OpenAmount: 0,
  PaidDate: '2026-10-28',
};

export const FUNDED_PURCHASE: funding.PurchaseInvoice = {
  ...invoice,
  Id: '8c3b2e77-3f4a-4b5c-9d0e-9f8a7b6c5d4e',
  InvoiceNumber: '3139',
  Seller: 'Eriste-Mäki Oy',
  FundedAmount: 18_600_00,
};

/** The company's funding: the sales list answers by the list asked for, none in handling. */
export const invoiceFundingBank = (who: TestCustomer = 'companyMainUser') =>
  loggedInAs(createFakeBank(), who)
    .on(funding.invoiceFundingTotals, TOTALS)
    .on(funding.invoiceFundingSalesPaidFiltered, ({ mainFilter }) =>
      mainFilter === 'active' ? [OPEN_SALES] : mainFilter === 'handling' ? [] : [PAID_SALES],
    )
    .on(funding.invoiceFundingPurchase, [FUNDED_PURCHASE]);
