import { and, eq, ne } from 'drizzle-orm';
import type { FundingTotalsRecord, PurchaseInvoice, SalesInvoice } from '../../api/invoiceFunding';
import { fundingTotals, openAmount } from '../../domain/invoiceFunding/fundingTotals';
import {
  inSalesList,
  type InvoiceKind,
  type SalesFilter,
} from '../../domain/invoiceFunding/invoiceStates';
import type { Database } from '../db/database';
import { fundedInvoices, invoiceFundingAgreements } from '../db/schema';
import { bankDayIso } from '../services/bankDay';
import type { BankSession } from '../services/sessions';

type InvoiceRow = typeof fundedInvoices.$inferSelect;

const common = (row: InvoiceRow) => ({
  Id: row.id,
  InvoiceNumber: row.invoiceNumber,
  Amount: row.amount,
  FundedAmount: row.fundedAmount,
  OpenAmount: openAmount(row),
  InvoiceDate: row.invoiceDate,
  DueDate: row.dueDate,
  State: row.state,
  PaidDate: row.paidOn,
});
const asSales = (row: InvoiceRow): SalesInvoice => ({ ...common(row), Debtor: row.counterparty });
const asPurchase = (row: InvoiceRow): PurchaseInvoice => ({
  ...common(row),
  Seller: row.counterparty,
});

const byDueDate = (a: InvoiceRow, b: InvoiceRow) => a.dueDate.localeCompare(b.dueDate);
const latestFirst = (day: (row: InvoiceRow) => string) => (a: InvoiceRow, b: InvoiceRow) =>
  day(b).localeCompare(day(a));
const latestSent = latestFirst((row) => row.submittedOn);

/** Each list's order: what the company waits for soonest, or what happened last, first. */
const SALES_ORDER: Record<SalesFilter, (a: InvoiceRow, b: InvoiceRow) => number> = {
  active: byDueDate,
  handling: latestSent,
  paidFilter: latestFirst((row) => row.paidOn!),
  paid: latestFirst((row) => row.paidOn!),
};

/**
 * A company's invoice funding, read for the session's company only: its agreement's totals and
 * its sales and purchase invoices, as of the bank's day.
 */
export function createInvoiceFundingService(db: Database, now: () => Date) {
  const invoicesOf = (session: BankSession, kind: InvoiceKind, unpaidOnly = false) =>
    db
      .select()
      .from(fundedInvoices)
      .where(
        and(
          eq(fundedInvoices.customerId, session.customerId),
          eq(fundedInvoices.kind, kind),
          unpaidOnly ? ne(fundedInvoices.state, 'Paid') : undefined,
        ),
      );

  async function totals(session: BankSession): Promise<FundingTotalsRecord | null> {
    const [agreement] = await db
      .select()
      .from(invoiceFundingAgreements)
      .where(eq(invoiceFundingAgreements.customerId, session.customerId));
    if (!agreement) return null;
    const unpaid = await db
      .select()
      .from(fundedInvoices)
      .where(
        and(eq(fundedInvoices.customerId, session.customerId), ne(fundedInvoices.state, 'Paid')),
      );
    const sums = fundingTotals(unpaid, agreement.fundingLimit);
    return {
      FundingLimit: sums.fundingLimit,
      Funded: sums.funded,
      Open: sums.open,
      Available: sums.available,
      AdvancePercent: agreement.advancePercent,
    };
  }

  async function salesList(session: BankSession, filter: SalesFilter): Promise<SalesInvoice[]> {
    const today = bankDayIso(now());
    const rows = await invoicesOf(session, 'Sales', filter === 'active' || filter === 'handling');
    return rows
      .filter((row) => inSalesList(row, filter, today))
      .sort(SALES_ORDER[filter])
      .map(asSales);
  }

  /** Not yet paid: in handling or funded, the earliest due first. */
  async function unpaidSales(session: BankSession): Promise<SalesInvoice[]> {
    return (await invoicesOf(session, 'Sales', true)).sort(byDueDate).map(asSales);
  }

  async function inHandling(session: BankSession) {
    const [sales, purchase] = await Promise.all([
      salesList(session, 'handling'),
      invoicesOf(session, 'Purchase', true),
    ]);
    return {
      Sales: sales,
      Purchase: purchase
        .filter((row) => row.state === 'Handling')
        .sort(latestSent)
        .map(asPurchase),
    };
  }

  /** Every purchase invoice, the latest due first. */
  async function purchaseInvoices(session: BankSession): Promise<PurchaseInvoice[]> {
    const rows = await invoicesOf(session, 'Purchase');
    return rows.sort(latestFirst((row) => row.dueDate)).map(asPurchase);
  }

  return { totals, salesList, unpaidSales, inHandling, purchaseInvoices };
}
