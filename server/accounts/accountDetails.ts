import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountDetails as accountDetailsCall } from '../../api/bankAccounts';
import { freeWithdrawalsLeft } from '../../domain/accounts/accounts';
import type { AccountType, CustomerType } from '../../domain/catalogue/enumerations';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { BankError } from '../bankError';
import { SANDBOX_BANK } from '../seed/ibans';
import { ownAccountWithBalance, toAccount, type AccountRow, type Reader } from './accountList';
import { bankDay } from '../services/bankDay';
import { savingsWithdrawalsInYear } from '../movements/savingsWithdrawals';
import type { BankSession } from '../services/sessions';

export type AccountDetails = z.output<typeof accountDetailsCall>;

/** Whose accounts these are: the session's customer. */
export interface AccountOwner {
  customerId: string;
  customerType: CustomerType;
  name: string;
}

/** The session's customer as the owner of the accounts it asks about. */
export function accountOwner(session: BankSession): AccountOwner {
  return {
    customerId: session.customerId,
    customerType: session.customerType,
    name: session.customerName,
  };
}

const isExternal = (row: AccountRow) =>
  row.type === 'ExternalBankAccount' || row.type === 'ExternalTermDeposit';

/** The account page's fields; `withdrawalsThisYear` only matters for a person's savings account. */
export function toAccountDetails(
  row: AccountRow,
  balance: number,
  owner: AccountOwner,
  withdrawalsThisYear: number,
): AccountDetails {
  const personsSavings = row.product === 'savings' && owner.customerType === 'Person';
  return {
    ...toAccount(row, balance),
    OwnerName: owner.name,
    // We know no BIC for the customer's accounts in other banks.
    Bic: isExternal(row) ? null : SANDBOX_BANK.bic,
    OpenedAt: row.openedAt,
    CreditLimit: row.creditLimit,
    FreeWithdrawalsLeft: personsSavings
      ? freeWithdrawalsLeft(owner.customerType, withdrawalsThisYear)
      : null,
  };
}

/** The customer's own account with everything its page shows; 404 naming `field` otherwise. */
export async function readAccountDetails(
  db: Reader,
  owner: AccountOwner,
  accountId: string,
  now: Date,
  field = 'accountId',
): Promise<AccountDetails> {
  const found = await ownAccountWithBalance(db, owner.customerId, accountId);
  if (!found) throw new BankError(field, 'errors.account_not_found', 404);
  const withdrawals =
    found.row.product === 'savings' && owner.customerType === 'Person'
      ? await savingsWithdrawalsInYear(db, accountId, bankDay(now).getFullYear())
      : 0;
  return toAccountDetails(found.row, found.balance, owner, withdrawals);
}

export function createAccountDetailsService(db: Database, now: () => Date) {
  return {
    details: (owner: AccountOwner, accountId: string) =>
      readAccountDetails(db, owner, accountId, now()),

    /** The customer's own name for the account; the type must be the account's own. */
    async rename(
      owner: AccountOwner,
      {
        AccountId,
        AccountType,
        CustomName,
      }: {
        AccountId: string;
        AccountType: AccountType;
        CustomName: string;
      },
    ): Promise<AccountDetails> {
      const found = await ownAccountWithBalance(db, owner.customerId, AccountId);
      if (!found) throw new BankError('AccountId', 'errors.account_not_found', 404);
      if (toAccount(found.row, found.balance).Type !== AccountType) {
        throw new BankError('AccountType', 'accounts.refusals.typeMismatch', 400);
      }
      await db
        .update(accounts)
        .set({ customName: CustomName })
        .where(and(eq(accounts.id, AccountId), eq(accounts.customerId, owner.customerId)));
      return readAccountDetails(db, owner, AccountId, now(), 'AccountId');
    },
  };
}

export type AccountDetailsService = ReturnType<typeof createAccountDetailsService>;
