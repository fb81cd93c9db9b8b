/** A person's SEPA instant payment (the payments group), prepared and completed. */
import { defineCall, type CallGroup } from './call';
import { paymentDraft, paymentIdRequest, paymentInit, paymentReceipt } from './paymentDraft';

const group: CallGroup = 'payments';

/** SEPA instant: booked at once, within the customer's instant limits. */
export const sepaInstantInitConsumer = defineCall({
  group,
  name: 'sepa-instant-init-consumer',
  request: paymentDraft,
  response: paymentInit,
  policy: {
    summary: 'Prepares a person’s SEPA instant payment for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'SepaPayment',
  },
});
export const sepaInstantCompleteConsumer = defineCall({
  group,
  name: 'sepa-instant-complete-consumer',
  request: paymentIdRequest,
  response: paymentReceipt,
  policy: {
    summary: 'The receipt of a confirmed instant payment.',
    access: 'act',
    customerType: 'Person',
    changes: ['accounts', 'transactions', 'payments', 'payees'],
  },
});
