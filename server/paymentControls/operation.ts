import type { ConfirmationType } from '../../api/call';
import { defineConfirmedOperation } from '../confirmations/operation';
import { paymentControlsPayload } from './controls';

/** A change of security limits, confirmed by a person or for a company: the flow holds it. */
const paymentControlsChange = (type: ConfirmationType) =>
  defineConfirmedOperation({
    type,
    payload: paymentControlsPayload,
    carryOut: (services, owner, change) => services.paymentControls.apply(owner, change),
  });

export const consumerPaymentControls = paymentControlsChange('PaymentControlsConsumer');
export const companyPaymentControls = paymentControlsChange('PaymentControlsCompany');
