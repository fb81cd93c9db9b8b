import { and, eq, ne } from 'drizzle-orm';
import { advanceInvoice } from '../../domain/invoiceFunding/invoiceStates';
import type { Database } from '../db/database';
import { fundedInvoices } from '../db/schema';
import { bankDayIso } from '../services/bankDay';

/**
 * The bank's job: every unpaid invoice of every company moved on to where it stands on the bank's
 * day (funded the day after it was sent, overdue after its due date, paid when its payment comes).
 * Each row changes only from the state it was read in, so two replicas running it at once, or a
 * run again, change nothing twice. Returns how many invoices moved.
 */
export async function advanceFundedInvoices(db: Database, now: Date): Promise<number> {
  const today = bankDayIso(now);
  const unpaid = await db.select().from(fundedInvoices).where(ne(fundedInvoices.state, 'Paid'));
  let moved = 0;
  for (const row of unpaid) {
    const next = advanceInvoice(row, today);
    if (next === row) continue;
    const changed = await db
      .update(fundedInvoices)
      .set({ state: next.state, fundedOn: next.fundedOn, paidOn: next.paidOn })
      .where(and(eq(fundedInvoices.id, row.id), eq(fundedInvoices.state, row.state)))
      .returning({ id: fundedInvoices.id });
    moved += changed.length;
  }
  return moved;
}
