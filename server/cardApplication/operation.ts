import { z } from 'zod';
import { defineConfirmedOperation } from '../confirmations/operation';

/** Signing the credit card agreement: the confirmed signature makes the account and the card. */
export const cardAgreement = defineConfirmedOperation({
  type: 'CardApplication',
  payload: z.object({ applicationId: z.uuid() }),
  carryOut: (services, owner, { applicationId }) =>
    services.cardApplications.sign(owner, applicationId),
});
