import type { Cents } from '../../domain/money/money';
import { message } from '../../domain/errors/message';

// Spec names the message (insufficient funds), not its words.
export const INSUFFICIENT_FUNDS = message('errors.insufficient_funds');

/** What an account can pay from: its balance, and the credit it may go below zero by. */
export interface FundsOf {
  balance: Cents;
  creditLimit: Cents;
}

/** The one rule of every debit: an account may go below zero only as far as its credit limit. */
export function coversDebit({ balance, creditLimit }: FundsOf, debit: Cents): boolean {
  return balance - debit >= -creditLimit;
}
