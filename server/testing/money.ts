import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accounts } from '../db/schema';
import { balanceOf, internalAccountId, postBooking } from '../ledger/ledger';
import { sandboxIban } from '../seed/ibans';
import type { TestBank } from './testBank';

/** Demo people of the seed, by henkilötunnus. */
export const AINO = '140388-9028';
export const JUKKA = '080574-9575';
export const PEKKA = '300965-931D';
export const LIISA = '210662-9246';
export const MIKKO = '021179-9130';

let serial = 900_000;

/** The customer a cookie's session acts for. */
export async function customerIdOf(bank: TestBank, cookie: string): Promise<string> {
  const response = await bank.call({ method: 'GET', url: '/api/bank/customer', cookie });
  return response.json().CustomerId as string;
}

/** A new account of this bank for the customer, with an IBAN no seed account has. */
export async function openAccount(
  db: Database,
  customerId: string,
  product: 'payment' | 'savings' | 'termDeposit' | 'card' | 'investmentPartner' = 'payment',
): Promise<{ id: string; iban: string }> {
  const iban = sandboxIban(++serial);
  const [row] = await db
    .insert(accounts)
    .values({
      customerId,
      type: product === 'termDeposit' ? 'TermDeposit' : 'BankAccount',
      product,
      customName: `Testitili ${serial}`,
      iban,
    })
    .returning({ id: accounts.id });
  return { id: row!.id, iban };
}

/** Money from another bank into the account, booked through the ledger as any deposit is. */
export async function fund(db: Database, accountId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    await postBooking(tx, {
      kind: 'testFunding',
      valueDate: new Date().toISOString().slice(0, 10),
      customerId: account!.customerId,
      legs: [
        { accountId, amount: cents, transactionType: 'Deposit' },
        {
          accountId: await internalAccountId(tx, 'clearing'),
          amount: -cents,
          transactionType: 'Deposit',
        },
      ],
    });
  });
}

export function balance(db: Database, accountId: string): Promise<number> {
  return db.transaction((tx) => balanceOf(tx, accountId));
}

export const newKey = () => randomUUID();

/** `count` new accounts of the customer, each holding `cents`: the ground of a load test. */
export async function fundedAccounts(
  db: Database,
  customerId: string,
  count: number,
  cents: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const account = await openAccount(db, customerId);
    await fund(db, account.id, cents);
    ids.push(account.id);
  }
  return ids;
}
