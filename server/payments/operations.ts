import { z } from 'zod';
import { defineConfirmedOperation } from '../confirmations/operation';
import { editPayload } from './futurePayments';

/** A payment: its row holds what was approved; confirming books it or schedules it. */
export const sepaPayment = defineConfirmedOperation({
  type: 'SepaPayment',
  payload: z.object({ paymentId: z.uuid() }),
  carryOut: (services, owner, { paymentId }) => services.payments.confirm(owner, paymentId),
});

/** A change to a future payment: the new values travel in the flow and are applied once. */
export const futurePaymentEdit = defineConfirmedOperation({
  type: 'FuturePaymentEdit',
  payload: editPayload,
  carryOut: (services, owner, edit) => services.futurePayments.applyEdit(owner, edit),
});
