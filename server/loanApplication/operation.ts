import { z } from 'zod';
import { defineConfirmedOperation } from '../confirmations/operation';

/** Signing the loan contract: the confirmed signature makes the loan and pays it out. */
export const loanContract = defineConfirmedOperation({
  type: 'LoanContract',
  payload: z.object({ applicationId: z.uuid() }),
  carryOut: (services, owner, { applicationId }) =>
    services.loanApplications.sign(owner, applicationId),
});
