import type { CustomerType } from '../catalogue/enumerations';
import { code } from '../errors/message';
import type { Cents } from '../money/money';
import {
  isLimit,
  isLimitAgreementEnded,
  isLimitWithdrawalHidden,
  LIMIT_AGREEMENT_ENDED_TEXT,
  type Loan,
} from './loan';

/** What a limit has left to draw: its credit line less the credit in use, never below 0. */
export function limitFreeBalance(line: Cents, inUse: Cents): Cents {
  return Math.max(0, line - inUse);
}

export type WithdrawalProblem = { field: 'LoanId' | 'Amount'; reason: string } | null;

/**
 * Why a withdrawal from a limit is refused, in the order the customer should hear it: not a
 * limit; a limit whose name hides the withdrawal (FCA, FM); a company's limit whose 12-month
 * agreement has ended; a limit the bank has closed to withdrawals; more than the free balance.
 */
export function limitWithdrawalProblem(
  limit: Pick<Loan, 'TypeEnum' | 'Name' | 'OpeningDate' | 'WithdrawalAllowed'>,
  {
    amount,
    freeBalance,
    customerType,
    today,
  }: {
    amount: Cents;
    freeBalance: Cents;
    customerType: CustomerType;
    today: Date;
  },
): WithdrawalProblem {
  if (!isLimit(limit)) return { field: 'LoanId', reason: code('loans.refusals.notLimit') };
  if (isLimitWithdrawalHidden(limit)) {
    return { field: 'LoanId', reason: code('loans.refusals.withdrawalHidden') };
  }
  if (customerType === 'Company' && isLimitAgreementEnded(limit, today)) {
    return { field: 'LoanId', reason: LIMIT_AGREEMENT_ENDED_TEXT };
  }
  if (!limit.WithdrawalAllowed) {
    return { field: 'LoanId', reason: code('loans.refusals.withdrawalNotAllowed') };
  }
  if (amount > freeBalance) {
    return {
      field: 'Amount',
      reason: code('loans.refusals.overFreeBalance', { amount: freeBalance }),
    };
  }
  return null;
}
