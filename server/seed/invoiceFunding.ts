import { addDays, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../domain/money/money';
import { salesAdvance, SALES_ADVANCE_PERCENT } from '../../domain/invoiceFunding/fundingTotals';
import {
  advanceInvoice,
  type InvoiceKind,
  type InvoiceProgress,
} from '../../domain/invoiceFunding/invoiceStates';
import type { Transaction } from '../db/database';
import { fundedInvoices, invoiceFundingAgreements } from '../db/schema';
import { iso } from './calendar';
import { COMPANY_NAME } from './customers/kuusela';
import type { SeedPlan } from './plan';
import { Random } from './random';

/** The demo company's customers who pay its sold invoices to the bank (fictional). */
const DEBTORS = [
  'As Oy Kauniaisten Kuusikko',
  'Kiinteistö Oy Tapiolan Torni',
  'Rakennuttaja Nurmela Oy',
  'Vantaan Asuntotuotanto Oy',
  'Kotitalo Lindqvist Ab',
] as const;

/** The suppliers whose invoices the bank pays for it (fictional). */
const SELLERS = ['Teräsrakenne Aaltonen Oy', 'Eriste-Mäki Oy', 'Kattotarvike Vuori Oy'] as const;

const FUNDING_LIMIT = eurosToCents(150_000);
const HISTORY_MONTHS = 8;

type Row = typeof fundedInvoices.$inferInsert;

/**
 * Kuusela Rakennus Oy's invoice funding: an agreement since eight months, a sales invoice sold
 * every ten days or so and a purchase invoice funded each month, each where the bank's rules
 * have brought it by today. Paid ones fill the history; the last weeks' are open, one late
 * debtor's invoice is overdue, and today's invoice is in handling. Invoices still open carry
 * the day their payment will come, so the sandbox clock moves them on.
 */
export async function seedInvoiceFunding(tx: Transaction, plan: SeedPlan): Promise<void> {
  const company = plan.customers.find((customer) => customer.name === COMPANY_NAME);
  if (!company) return;
  const random = new Random(Number(plan.todayIso.replaceAll('-', '')) + 16);
  const since = subMonths(plan.today, HISTORY_MONTHS);
  const rows: Row[] = [];
  let number = 3100;

  const invoice = (
    kind: InvoiceKind,
    counterparty: string,
    sent: Date,
    termDays: number,
    amount: number,
    settlesOn: Date | null,
  ) => {
    number += 1;
    const start: InvoiceProgress = {
      state: 'Handling',
      submittedOn: iso(sent),
      dueDate: iso(addDays(sent, termDays)),
      settlesOn: settlesOn && iso(settlesOn),
      fundedOn: null,
      paidOn: null,
    };
    rows.push({
      ...advanceInvoice(start, plan.todayIso),
      customerId: company.id,
      kind,
      invoiceNumber: String(number),
      counterparty,
      amount,
      fundedAmount: kind === 'Sales' ? salesAdvance(amount) : amount,
      invoiceDate: iso(sent),
    });
  };

  for (let sent = since; sent <= plan.today; sent = addDays(sent, random.int(8, 12))) {
    const termDays = random.pick([14, 21, 30]);
    // Most debtors pay within a few days of the due date; one in twelve is weeks late.
    const delay = random.chance(1 / 12) ? random.int(20, 40) : random.int(-6, 4);
    invoice(
      'Sales',
      random.pick(DEBTORS),
      sent,
      termDays,
      random.cents(4_000, 28_000),
      addDays(sent, termDays + delay),
    );
  }
  invoice('Sales', DEBTORS[2], subDays(plan.today, 40), 21, eurosToCents(12_480), null);
  invoice('Sales', DEBTORS[0], plan.today, 30, eurosToCents(18_600), addDays(plan.today, 29));

  for (let sent = since; sent <= plan.today; sent = addDays(sent, 30)) {
    // The company repays the bank on the due date, 60 days after the bank paid the seller.
    invoice(
      'Purchase',
      random.pick(SELLERS),
      sent,
      60,
      random.cents(2_000, 12_000),
      addDays(sent, 60),
    );
  }

  await tx.insert(invoiceFundingAgreements).values({
    customerId: company.id,
    fundingLimit: FUNDING_LIMIT,
    advancePercent: SALES_ADVANCE_PERCENT,
    openedOn: iso(since),
  });
  await tx.insert(fundedInvoices).values(rows);
}
