import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BankAccount } from '../../api/bank';
import type { Database, Transaction } from '../db/database';
import { accounts } from '../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The database, or a transaction of it: reads work alike in both. */
export type Reader = Database | Transaction;

/** The account as the wire shows it (money still in cents; the api layer encodes euros). */
export function toAccount(row: AccountRow, balance: number): BankAccount {
  const isExternal = row.type === 'ExternalBankAccount' || row.type === 'ExternalTermDeposit';
  return {
    Id: row.id,
    Type: row.type === 'Internal' ? 'BankAccount' : row.type,
    CustomName: row.customName,
    Iban: row.iban,
    Balance: balance,
    AccruedInterest: row.accruedInterest,
    InterestRate: row.interestRate,
    IsSavingsAccount: row.product === 'savings',
    IsPaymentAccount: row.product === 'payment',
    IsInvestmentPartnerAccount: row.product === 'investmentPartner',
    RelationTags: row.relationTags,
    AccountNumber: isExternal ? null : row.iban,
    ExternalAccountNumber: row.externalAccountNumber,
    TermDepositExpires: row.termDepositExpires,
    TermDepositAmount: row.termDepositAmount,
  };
}

/**
 * One of the customer's own accounts with its balance, or undefined: another customer's account
 * and the bank's own accounts (which have no customer) are never found.
 */
export async function ownAccountWithBalance(
  db: Reader,
  customerId: string,
  accountId: string,
): Promise<{ row: AccountRow; balance: number } | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
  return row && { row, balance: row.balance };
}

export function createAccountService(db: Database) {
  // The most frequent read of the bank: a prepared statement is built and planned once.
  const openAccountsOf = db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, sql.placeholder('customerId')),
        notInArray(accounts.product, ['internal', 'card']),
        sql`${accounts.closedAt} is null`,
      ),
    )
    .orderBy(accounts.openedAt, accounts.iban)
    .prepare('open_accounts_of_customer');
  return {
    /** The customer's open accounts, oldest first, with their balances (card accounts show with the cards). */
    async list(customerId: string): Promise<BankAccount[]> {
      const rows = await openAccountsOf.execute({ customerId });
      return rows.map((row) => toAccount(row, row.balance));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
