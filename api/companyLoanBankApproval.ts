/**
 * The bank's side of a company loan application that the credit rules handed to a person
 * (`ManualHandling`): `confirm-bank` shows any application as the bank sees it, `approve-bank`
 * records the person's decision. In the sandbox the tester is that person, so every application
 * state can be reached in tests and demos; a bank without `SANDBOX_CLOCK` has no such tester and
 * refuses the calls to everyone (403, `bankHandler`). Spec names the calls only.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { companyLoanApplication } from './companyLoanApplication';
import { entityId } from './wire';

const group: CallGroup = 'loan-application';

export const confirmBank = defineCall({
  group,
  name: 'confirm-bank',
  request: z.object({ Id: entityId }),
  response: companyLoanApplication,
  policy: {
    summary: 'Sandbox only: a company loan application as the bank’s handler sees it.',
    access: 'session',
    bankHandler: true,
    reads: ['loanApplications'],
  },
});

export const approveBank = defineCall({
  group,
  name: 'approve-bank',
  request: z.object({
    Id: entityId,
    Approved: z.boolean({ error: code('errors.validation.invalidType') }),
  }),
  response: companyLoanApplication,
  policy: {
    summary:
      'Sandbox only: the bank’s handler approves (the amount asked) or refuses an application in manual handling.',
    access: 'session',
    bankHandler: true,
    changes: ['loanApplications'],
  },
});
