import { addDays } from 'date-fns/addDays';
import type { LoanApplicationStatus } from '../catalogue/enumerations';
import type { CreditOutcome } from './creditDecision';

/**
 * A consumer loan application's life in the sandbox bank, with the spec's statuses:
 *
 * - InProcess: started from the calculator; the applicant identifies and fills in the form.
 * - WaitingForApproval: the bank made an offer (the amount asked or a reduced one); it waits for
 *   the applicant to accept it.
 * - WaitingForVerification: a person at the bank must check the applicant's details first.
 * - Rejected: the credit decision refused it.
 * - WaitingForAllocationOrConfirmation: the applicant accepted the offer; the contract waits for
 *   their signature by strong identification.
 * - Active: signed; the loan is in force and paid out.
 * - Cancelled: the applicant withdrew it before signing.
 * - Expired: an offer not signed within OFFER_VALID_DAYS.
 * - Paid, Realized, Terminated: the loan it became was repaid, sold on or terminated.
 *
 * CoApplicationApproved, WaitingForActivation and Error belong to flows the sandbox does not run
 * (co-applicants, manual activation, a failed payout) and are never entered here.
 */
const NEXT: Readonly<Record<LoanApplicationStatus, readonly LoanApplicationStatus[]>> = {
  InProcess: ['WaitingForApproval', 'WaitingForVerification', 'Rejected', 'Cancelled'],
  // A changed amount or duration is decided again.
  WaitingForApproval: [
    'WaitingForApproval',
    'WaitingForVerification',
    'Rejected',
    'WaitingForAllocationOrConfirmation',
    'Cancelled',
    'Expired',
  ],
  WaitingForVerification: ['WaitingForApproval', 'Rejected', 'Cancelled'],
  WaitingForAllocationOrConfirmation: ['Active', 'Cancelled', 'Expired'],
  Active: ['Paid', 'Realized', 'Terminated'],
  CoApplicationApproved: ['WaitingForAllocationOrConfirmation', 'Cancelled'],
  WaitingForActivation: ['Active', 'Cancelled'],
  Rejected: [],
  Cancelled: [],
  Expired: [],
  Paid: [],
  Realized: [],
  Terminated: [],
  Error: [],
};

export function canMove(from: LoanApplicationStatus, to: LoanApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

/** No status follows: the application is closed for good. */
export function isClosed(status: LoanApplicationStatus): boolean {
  return NEXT[status].length === 0;
}

/** The applicant may still change the amount, duration and their answers, and be decided again. */
export function isEditable(status: LoanApplicationStatus): boolean {
  return status === 'InProcess' || status === 'WaitingForApproval';
}

/** The status a credit decision leads to. */
export function statusAfterDecision(outcome: CreditOutcome): LoanApplicationStatus {
  switch (outcome) {
    case 'Approved':
    case 'Reduced':
      return 'WaitingForApproval';
    case 'Referred':
      return 'WaitingForVerification';
    case 'Rejected':
      return 'Rejected';
  }
}

/** How long an offer may wait for acceptance and signature. */
export const OFFER_VALID_DAYS = 30;

/**
 * The status as of `now`: an offer waiting for acceptance or signature expires OFFER_VALID_DAYS
 * after the decision; every other status is as stored.
 */
export function statusAsOf(
  status: LoanApplicationStatus,
  decidedAt: Date | null,
  now: Date,
): LoanApplicationStatus {
  const waiting =
    status === 'WaitingForApproval' || status === 'WaitingForAllocationOrConfirmation';
  if (waiting && decidedAt && now >= addDays(decidedAt, OFFER_VALID_DAYS)) return 'Expired';
  return status;
}
