import { and, eq, inArray, isNull, type Placeholder } from 'drizzle-orm';
import { ACCOUNT_ACTION_BLOCK_TEXTS, accountDisplayName } from '../../domain/accounts/accounts';
import type { Database, Transaction } from '../db/database';
import { accounts } from '../db/schema';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import { textOf } from '../texts';

export type AccountRow = typeof accounts.$inferSelect;
export type Queryable = Database | Transaction;

/** The account `accountId` if it is one of the customer's own open accounts (values or placeholders). */
export const isOwnOpenAccount = (
  customerId: string | Placeholder,
  accountId: string | Placeholder,
) =>
  and(eq(accounts.id, accountId), eq(accounts.customerId, customerId), isNull(accounts.closedAt));

/** The answer for an account that is not the customer's own open one (`ownAccount`). */
export const accountNotFound = (field: string) =>
  new BankError(field, 'errors.account_not_found', 404);

/**
 * One of the customer's own open accounts. Someone else's account, a closed one and a missing one
 * answer alike (404 naming the field): a customer never learns that another's account exists.
 */
export async function ownAccount(
  db: Queryable,
  customerId: string,
  accountId: string,
  field: string,
): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(isOwnOpenAccount(customerId, accountId));
  if (!row) throw accountNotFound(field);
  return row;
}

/** Two of the customer's own open accounts in one query, each missing one named by its field. */
export async function ownAccountPair(
  db: Queryable,
  customerId: string,
  first: { id: string; field: string },
  second: { id: string; field: string },
): Promise<[AccountRow, AccountRow]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [first.id, second.id]),
        eq(accounts.customerId, customerId),
        isNull(accounts.closedAt),
      ),
    );
  const find = ({ id, field }: { id: string; field: string }) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new BankError(field, 'errors.account_not_found', 404);
    return row;
  };
  return [find(first), find(second)];
}

/** A payment or savings account of this bank: where own transfers, withdrawals and deposits go. */
export function isOwnMoneyAccount(row: AccountRow): boolean {
  return row.type === 'BankAccount' && (row.product === 'payment' || row.product === 'savings');
}

/** Refuses (422) an own account that money cannot move through here. */
export function assertMoneyAccount(row: AccountRow, field: string, direction: 'from' | 'to'): void {
  if (isOwnMoneyAccount(row)) return;
  if (row.product === 'investmentPartner') {
    throw new BankError(field, ACCOUNT_ACTION_BLOCK_TEXTS.investmentPartnerAccount, 422);
  }
  // Spec leaves these texts open: term deposits, card accounts and accounts in other banks
  // have their own calls.
  throw new BankError(
    field,
    direction === 'from' ? 'accounts.refusals.cannotMoveFrom' : 'accounts.refusals.cannotMoveTo',
    422,
  );
}

/** What a statement row shows for the account: its own name, else its kind's in `language`. */
export function accountName(row: AccountRow, language: Language): string {
  const name = accountDisplayName({
    Type: row.type === 'Internal' ? 'BankAccount' : row.type,
    CustomName: row.customName,
    IsSavingsAccount: row.product === 'savings',
  });
  return textOf(name, language);
}

/** The account's number in IBAN form: ours, or the other bank's for an external account. */
export function accountIban(row: AccountRow): string | null {
  return row.iban ?? row.externalAccountNumber;
}
