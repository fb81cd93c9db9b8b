import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  compareNames,
  type PayeeVerificationResult,
} from '../../domain/payments/payeeVerification';
import type { Database } from '../db/database';
import { accounts, customers } from '../db/schema';
import { SANDBOX_BANK } from '../seed/ibans';
import type { Queryable } from '../services/ownAccounts';
import { OTHER_BANKS_HOLDERS } from './payeeDirectory';

export interface PayeeVerification {
  Result: PayeeVerificationResult;
  /** The holder's name when it differs a little (CloseMatch); otherwise null. */
  PayeeName: string | null;
  /** The holder's name whatever the result (never shown on NoMatch); null when unknown. */
  holderName: string | null;
}

/** An IBAN of this bank: a Finnish account number with the sandbox bank's group code. */
export function isSandboxBankIban(iban: string): boolean {
  return (
    iban.startsWith('FI') &&
    iban.slice(4, 4 + SANDBOX_BANK.groupCode.length) === SANDBOX_BANK.groupCode
  );
}

type Holder = { kind: 'known'; name: string } | { kind: 'noSuchAccount' } | { kind: 'otherBank' };

/**
 * Who holds the account, as far as the sandbox knows: its own accounts (the customer's name),
 * the customers' accounts in other banks that it keeps rows for, and the fixed directory of
 * other banks' holders. Anything else belongs to a bank the sandbox cannot ask.
 */
async function holderOf(db: Queryable, iban: string): Promise<Holder> {
  if (isSandboxBankIban(iban)) {
    const [own] = await db
      .select({ name: customers.name })
      .from(accounts)
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .where(and(eq(accounts.iban, iban), ne(accounts.type, 'Internal')));
    return own ? { kind: 'known', name: own.name } : { kind: 'noSuchAccount' };
  }
  const [external] = await db
    .select({ name: customers.name })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .where(and(eq(accounts.externalAccountNumber, iban), isNotNull(accounts.customerId)))
    .limit(1);
  if (external) return { kind: 'known', name: external.name };
  const listed = OTHER_BANKS_HOLDERS.get(iban);
  return listed ? { kind: 'known', name: listed } : { kind: 'otherBank' };
}

/**
 * Verification of payee: the name the customer gave against the holder's name. An account of
 * this bank that does not exist is NoMatch (the bank knows it has no such account); another
 * bank's account outside the directory is NotPossible (the sandbox cannot ask that bank).
 */
export async function verifyPayee(
  db: Database | Queryable,
  iban: string,
  givenName: string,
): Promise<PayeeVerification> {
  const holder = await holderOf(db, iban);
  if (holder.kind === 'otherBank')
    return { Result: 'NotPossible', PayeeName: null, holderName: null };
  if (holder.kind === 'noSuchAccount')
    return { Result: 'NoMatch', PayeeName: null, holderName: null };
  const result = compareNames(givenName, holder.name);
  return {
    Result: result,
    // The holder's name is told only when it is almost what the customer typed (VoP privacy).
    PayeeName: result === 'CloseMatch' ? holder.name : null,
    holderName: holder.name,
  };
}
