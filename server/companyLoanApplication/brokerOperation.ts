import { z } from 'zod';
import { defineConfirmedOperation } from '../confirmations/operation';

/** A signatory confirms a broker's application: it goes on to the company's credit decision. */
export const brokerApplicationConfirmation = defineConfirmedOperation({
  type: 'BrokerApplication',
  payload: z.object({ applicationId: z.uuid() }),
  carryOut: (services, owner, { applicationId }) =>
    services.brokerApplications.confirm(owner.userId, applicationId),
});
