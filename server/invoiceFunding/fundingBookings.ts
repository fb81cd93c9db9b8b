import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FundingMovement } from '../../domain/invoiceFunding/fundingBookings';
import { message } from '../../domain/errors/message';
import type { Transaction } from '../db/database';
import type { fundedInvoices } from '../db/schema';
import { accounts } from '../db/schema';
import type { Leg } from '../ledger/entries';
import { internalAccountId, postBooking, requestHash } from '../ledger/ledger';
import { SANDBOX_BANK } from '../seed/ibans';
import { textOf } from '../texts';

type InvoiceRow = typeof fundedInvoices.$inferSelect;

/**
 * The account the company's invoice funding moves money on: its oldest open payment account, the
 * first numbered of those opened the same day (the account number without its country and check
 * digits). Ours: the agreement names none, and a company's first account is its current account.
 */
export async function currentAccountOf(tx: Transaction, customerId: string): Promise<string> {
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.product, 'payment'),
        eq(accounts.type, 'BankAccount'),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.openedAt), asc(sql`substr(${accounts.iban}, 5)`))
    .limit(1);
  if (!account) throw new Error(`Customer ${customerId} has no current account for its funding`);
  return account.id;
}

/**
 * Books one of an invoice's funding movements inside the caller's transaction, as one balanced
 * booking. Its key is the invoice's and the event's, so it books once whoever books it again; a
 * repayment the company's account cannot cover is refused (`postBooking`, 422).
 */
export async function bookFundingMovement(
  tx: Transaction,
  invoice: InvoiceRow,
  movement: FundingMovement,
): Promise<void> {
  // Stored in Finnish: a company has no language of its own, and the job has no session.
  const text = textOf(
    message(`invoiceFunding.statement.${movement.event}`, { number: invoice.invoiceNumber }),
  );
  const counterparty = movement.event === 'purchasePayment' ? invoice.counterparty : null;
  const leg = (accountId: string, amount: number): Leg => ({
    accountId,
    amount,
    transactionType: amount < 0 ? 'Withdrawal' : 'Deposit',
    counterpartyName: counterparty ?? SANDBOX_BANK.name,
    reference: invoice.invoiceNumber,
    message: text,
  });
  const sides: [() => Promise<string>, number][] = [
    [() => currentAccountOf(tx, invoice.customerId), movement.company],
    [() => internalAccountId(tx, 'invoiceFunding'), movement.funding],
    [() => internalAccountId(tx, 'clearing'), movement.clearing],
    [() => internalAccountId(tx, 'feeIncome'), movement.fee],
  ];
  const legs: Leg[] = [];
  for (const [accountOf, amount] of sides)
    if (amount !== 0) legs.push(leg(await accountOf(), amount));
  const key = `invoice-funding:${invoice.id}:${movement.event}`;
  await postBooking(
    tx,
    { kind: 'invoiceFunding', valueDate: movement.valueDate, customerId: invoice.customerId, legs },
    {
      idempotency: { key, hash: requestHash({ invoice: invoice.id, ...movement }) },
      amountField: 'Amount',
    },
  );
}
