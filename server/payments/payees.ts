import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallInput } from '../../api/call';
import type { savedPayee, sepaPaymentRecipientAdd } from '../../api/bankPayments';
import { message } from '../../domain/errors/message';
import { isValidBic } from '../../domain/payments/iban';
import { isBicRequired } from '../../domain/payments/payeeForm';
import type { Database } from '../db/database';
import { payees } from '../db/schema';
import { BankError } from '../bankError';
import type { Queryable } from '../services/ownAccounts';
import { assertPlainText } from '../services/textInput';

export type SavedPayee = z.output<typeof savedPayee>;
type PayeeRow = typeof payees.$inferSelect;

// Spec leaves the list's size open; a bound keeps one customer from filling the table.
export const MAX_SAVED_PAYEES = 200;

const finnishOrder = new Intl.Collator('fi', { sensitivity: 'base', numeric: true });

function toSavedPayee(row: PayeeRow): SavedPayee {
  return {
    Id: row.id,
    Name: row.name,
    ReceiverAccountNumber: row.receiverAccountNumber,
    ReceiverName: row.receiverName,
    ReceiverBic: row.receiverBic,
  };
}

/** A BIC is kept only where it is required and valid (a Finnish IBAN needs none). */
export function storedBic(bic: string | undefined | null, iban: string): string | null {
  return bic && isBicRequired(iban) && isValidBic(bic) ? bic : null;
}

async function insertPayee(
  tx: Queryable,
  customerId: string,
  payee: { name: string; iban: string; receiverName: string; bic: string | null },
): Promise<PayeeRow> {
  const [{ saved } = { saved: 0 }] = await tx
    .select({ saved: count() })
    .from(payees)
    .where(eq(payees.customerId, customerId));
  if (saved >= MAX_SAVED_PAYEES) {
    throw new BankError(
      'ReceiverAccountNumber',
      message('payments.refusals.payeeListFull', { max: MAX_SAVED_PAYEES }),
      422,
    );
  }
  const [row] = await tx
    .insert(payees)
    .values({
      customerId,
      name: payee.name,
      receiverAccountNumber: payee.iban,
      receiverName: payee.receiverName,
      receiverBic: payee.bic,
    })
    .returning();
  return row!;
}

/** A paid payee the customer asked to keep: saved once, under the payee's own name. */
export async function savePayeeOnce(
  tx: Queryable,
  customerId: string,
  payee: { iban: string; receiverName: string; bic: string | null },
): Promise<void> {
  const [same] = await tx
    .select({ id: payees.id })
    .from(payees)
    .where(
      and(
        eq(payees.customerId, customerId),
        eq(payees.receiverAccountNumber, payee.iban),
        eq(payees.receiverName, payee.receiverName),
      ),
    );
  if (same) return;
  const saved = await tx
    .select({ saved: count() })
    .from(payees)
    .where(eq(payees.customerId, customerId));
  // A full list does not stop the payment: the payee is just not saved.
  if ((saved[0]?.saved ?? 0) >= MAX_SAVED_PAYEES) return;
  await insertPayee(tx, customerId, {
    name: payee.receiverName,
    iban: payee.iban,
    receiverName: payee.receiverName,
    bic: storedBic(payee.bic, payee.iban),
  });
}

/** The customer's saved payees ('Saajaluettelo'). */
export function createPayeeService(db: Database) {
  return {
    /** Sorted by name as a Finnish reader expects (Å, Ä and Ö after Z). */
    async list(customerId: string): Promise<SavedPayee[]> {
      const rows = await db.select().from(payees).where(eq(payees.customerId, customerId));
      return rows
        .sort(
          (a, b) =>
            finnishOrder.compare(a.name, b.name) ||
            finnishOrder.compare(a.receiverName, b.receiverName),
        )
        .map(toSavedPayee);
    },

    /** Saving the same payee again returns the one already saved. */
    async add(
      customerId: string,
      input: CallInput<typeof sepaPaymentRecipientAdd>,
    ): Promise<SavedPayee> {
      assertPlainText('Name', input.Name);
      const name = input.Name || input.ReceiverName;
      const bic = storedBic(input.ReceiverBic, input.ReceiverAccountNumber);
      return db.transaction(async (tx) => {
        const [same] = await tx
          .select()
          .from(payees)
          .where(
            and(
              eq(payees.customerId, customerId),
              eq(payees.name, name),
              eq(payees.receiverAccountNumber, input.ReceiverAccountNumber),
              eq(payees.receiverName, input.ReceiverName),
            ),
          );
        if (same) return toSavedPayee(same);
        return toSavedPayee(
          await insertPayee(tx, customerId, {
            name,
            iban: input.ReceiverAccountNumber,
            receiverName: input.ReceiverName,
            bic,
          }),
        );
      });
    },

    async remove(customerId: string, payeeId: string): Promise<void> {
      const removed = await db
        .delete(payees)
        .where(and(eq(payees.id, payeeId), eq(payees.customerId, customerId)))
        .returning({ id: payees.id });
      if (removed.length === 0) throw new BankError('Id', 'payments.refusals.payeeNotFound', 404);
    },
  };
}

export type PayeeService = ReturnType<typeof createPayeeService>;
