import { z } from 'zod';
import { defineConfirmedOperation } from '../confirmations/operation';

/** A representative signs the company's loan: the signature that binds the company pays it out. */
export const companyLoanContract = defineConfirmedOperation({
  type: 'CompanyLoanContract',
  payload: z.object({ applicationId: z.uuid() }),
  carryOut: async (services, owner, { applicationId }) =>
    services.companyLoanSigning(
      await services.companyLoanApplications.representative(owner.userId),
      applicationId,
    ),
});
