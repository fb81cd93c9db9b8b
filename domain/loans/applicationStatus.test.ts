import { describe, expect, it } from 'vitest';
import { LOAN_APPLICATION_STATUSES } from '../catalogue/enumerations';
import {
  canMove,
  isClosed,
  isEditable,
  OFFER_VALID_DAYS,
  statusAfterDecision,
  statusAsOf,
} from './applicationStatus';

describe('a loan application’s statuses', () => {
  it.each([
    ['InProcess', 'WaitingForApproval', true],
    ['InProcess', 'Active', false],
    ['WaitingForApproval', 'WaitingForAllocationOrConfirmation', true],
    ['WaitingForApproval', 'Active', false],
    ['WaitingForAllocationOrConfirmation', 'Active', true],
    ['WaitingForAllocationOrConfirmation', 'WaitingForApproval', false],
    ['WaitingForVerification', 'WaitingForApproval', true],
    ['Active', 'Cancelled', false],
    ['Rejected', 'WaitingForApproval', false],
    ['Cancelled', 'InProcess', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('closes for good once refused, withdrawn, expired or the loan has ended', () => {
    expect(LOAN_APPLICATION_STATUSES.filter(isClosed)).toEqual([
      'Rejected',
      'Expired',
      'Cancelled',
      'Paid',
      'Realized',
      'Terminated',
      'Error',
    ]);
  });

  it('can be cancelled until it is signed', () => {
    const cancellable = LOAN_APPLICATION_STATUSES.filter((status) => canMove(status, 'Cancelled'));
    expect(cancellable).toEqual([
      'InProcess',
      'WaitingForApproval',
      'WaitingForAllocationOrConfirmation',
      'WaitingForVerification',
      'CoApplicationApproved',
      'WaitingForActivation',
    ]);
  });

  it('is edited only before the offer is accepted', () => {
    expect(LOAN_APPLICATION_STATUSES.filter(isEditable)).toEqual([
      'InProcess',
      'WaitingForApproval',
    ]);
  });

  it.each([
    ['Approved', 'WaitingForApproval'],
    ['Reduced', 'WaitingForApproval'],
    ['Referred', 'WaitingForVerification'],
    ['Rejected', 'Rejected'],
  ] as const)('a decision %s leads to %s, a move allowed from InProcess', (outcome, status) => {
    expect(statusAfterDecision(outcome)).toBe(status);
    expect(canMove('InProcess', status)).toBe(true);
  });

  it(`lets an unsigned offer expire ${OFFER_VALID_DAYS} days after the decision`, () => {
    const decided = new Date(2026, 10, 1, 12);
    const dayBefore = new Date(2026, 11, 1, 11);
    const due = new Date(2026, 11, 1, 12);
    expect(statusAsOf('WaitingForApproval', decided, dayBefore)).toBe('WaitingForApproval');
    expect(statusAsOf('WaitingForApproval', decided, due)).toBe('Expired');
    expect(statusAsOf('WaitingForAllocationOrConfirmation', decided, due)).toBe('Expired');
    expect(statusAsOf('Active', decided, due)).toBe('Active');
    expect(statusAsOf('InProcess', null, due)).toBe('InProcess');
  });
});
