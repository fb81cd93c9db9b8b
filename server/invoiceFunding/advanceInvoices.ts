import { and, eq, ne } from 'drizzle-orm';
import { fundingMovements } from '../../domain/invoiceFunding/fundingBookings';
import { advanceInvoice, type InvoiceProgress } from '../../domain/invoiceFunding/invoiceStates';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { fundedInvoices } from '../db/schema';
import { bankDayIso } from '../services/bankDay';
import { bookFundingMovement } from './fundingBookings';

type InvoiceRow = typeof fundedInvoices.$inferSelect;

/**
 * Moves one invoice to `next` and books the money its move makes, in one transaction. The row
 * changes only from the state it was read in, and the update holds the row's lock to commit: a
 * second replica moving it meanwhile waits, then finds it moved and books nothing. Answers
 * whether this run moved it.
 */
const moveInvoice = (db: Database, row: InvoiceRow, next: InvoiceProgress) =>
  db.transaction(async (tx) => {
    const changed = await tx
      .update(fundedInvoices)
      .set({ state: next.state, fundedOn: next.fundedOn, paidOn: next.paidOn })
      .where(and(eq(fundedInvoices.id, row.id), eq(fundedInvoices.state, row.state)))
      .returning({ id: fundedInvoices.id });
    if (changed.length === 0) return false;
    for (const movement of fundingMovements(row, row, next)) {
      await bookFundingMovement(tx, row, movement);
    }
    return true;
  });

/**
 * The bank's job: every unpaid invoice of every company moved on to where it stands on the bank's
 * day (funded the day after it was sent, overdue after its due date, paid when its payment comes),
 * each move's money booked with it (`fundingMovements`). A company whose account cannot cover a
 * purchase invoice's repayment has not paid it: the invoice goes only as far as it would with no
 * payment coming (overdue after its due date), and the next run tries again. Returns how many
 * invoices moved.
 */
export async function advanceFundedInvoices(db: Database, now: Date): Promise<number> {
  const today = bankDayIso(now);
  const unpaid = await db.select().from(fundedInvoices).where(ne(fundedInvoices.state, 'Paid'));
  let moved = 0;
  for (const row of unpaid) {
    const next = advanceInvoice(row, today);
    if (next === row) continue;
    try {
      if (await moveInvoice(db, row, next)) moved += 1;
    } catch (error) {
      if (!(error instanceof BankError) || row.kind !== 'Purchase') throw error;
      const unpaidYet = advanceInvoice({ ...row, settlesOn: null }, today);
      if (unpaidYet.state !== row.state && (await moveInvoice(db, row, unpaidYet))) moved += 1;
    }
  }
  return moved;
}
