import * as bankPayments from '../../../api/bankPayments';
import * as instantPayments from '../../../api/instantPayments';
import { consumerVerifyPayee } from '../../../api/payeeVerification';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import type { PaymentType } from './paymentFields';
import { useCall, useCallMutation } from '../../data/calls';

export const usePayees = () => useCall(bankPayments.sepaPaymentRecipients, {});
export const useFuturePayments = () => useCall(bankPayments.futurePayments, {});
export const useRemovePayee = () => useCallMutation(bankPayments.sepaPaymentRecipientDelete);
export const useVerifyPayee = () => useCallMutation(consumerVerifyPayee);
export const useRemoveFuturePayment = () => useCallMutation(bankPayments.removeFuturePayment);

/** SEPA and instant payments are prepared and completed by calls of their own. */
export const PAYMENT_CALLS = {
  Sepa: { init: bankPayments.sepaPaymentInit, complete: bankPayments.sepaPaymentComplete },
  Instant: {
    init: instantPayments.sepaInstantInitConsumer,
    complete: instantPayments.sepaInstantCompleteConsumer,
  },
} as const satisfies Record<PaymentType, unknown>;

/** Persons and companies prepare a future payment's edit with calls of their own (spec). */
export const FUTURE_PAYMENT_EDIT_INIT = {
  Person: bankPayments.editFuturePaymentConsumerInit,
  Company: bankPayments.editFuturePaymentCompanyInit,
} as const satisfies Record<CustomerType, unknown>;
