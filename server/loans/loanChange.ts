import type { Loan } from '../../domain/loans/loan';
import type { Database, Transaction } from '../db/database';
import { loanChanges } from '../db/schema';
import { earlierRequest, requestHash } from '../ledger/ledger';
import type { BankSession } from '../services/sessions';
import { ownLoan, type OwnLoan } from './ownLoan';

type LoanChangeKind = (typeof loanChanges.$inferInsert)['kind'];

/**
 * Changes a loan's plan once per IdempotencyKey, with the loan locked: a retry, or a duplicate
 * sent at the same moment (it waits for the lock), finds the change recorded and answers the loan
 * as it is, changing nothing; otherwise `change` applies the rules and changes the plan, and the
 * change is recorded with its key in the same transaction. Answers the loan after the change.
 */
export async function changeLoanOnce<Input extends { LoanId: string; IdempotencyKey: string }>(
  db: Database,
  session: BankSession,
  kind: LoanChangeKind,
  input: Input,
  change: (tx: Transaction, owned: OwnLoan) => Promise<void>,
): Promise<Loan> {
  const idempotency = { key: input.IdempotencyKey, hash: requestHash({ call: kind, ...input }) };
  return db.transaction(async (tx) => {
    const owned = await ownLoan(tx, session.customerId, input.LoanId, { lock: true });
    if (!(await earlierRequest(tx, loanChanges, session.customerId, idempotency))) {
      await change(tx, owned);
      await tx.insert(loanChanges).values({
        customerId: session.customerId,
        loanId: owned.row.id,
        kind,
        idempotencyKey: idempotency.key,
        requestHash: idempotency.hash,
      });
    }
    return (await ownLoan(tx, session.customerId, input.LoanId)).loan;
  });
}
