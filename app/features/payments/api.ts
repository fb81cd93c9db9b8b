import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../../api/auth';
import * as bankPayments from '../../../api/bankPayments';
import * as payments from '../../../api/payments';
import type { CallInput } from '../../../api/call';
import { callApi } from '../../../api/client';
import type { PaymentDraft } from '../../../api/paymentDraft';
import { invalidateMoneyQueries } from '../../shell/ownAccounts';

export const payeesQuery = queryOptions({
  queryKey: ['payments', 'payees'],
  queryFn: ({ signal }) => callApi(bankPayments.sepaPaymentRecipients, {}, { signal }),
});

export const futurePaymentsQuery = queryOptions({
  queryKey: ['payments', 'future'],
  queryFn: ({ signal }) => callApi(bankPayments.futurePayments, {}, { signal }),
});

export const usePayees = () => useQuery(payeesQuery);
export const useFuturePayments = () => useQuery(futurePaymentsQuery);

export function useRemovePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Id: string) => callApi(bankPayments.sepaPaymentRecipientDelete, { Id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payeesQuery.queryKey }),
  });
}

export function useVerifyPayee() {
  return useMutation({
    mutationFn: (payee: { RecipientIban: string; RecipientName: string; RecipientBic?: string }) =>
      callApi(payments.consumerVerifyPayee, payee),
  });
}

/** SEPA and instant payments are prepared by different calls; both answer alike. */
export function useInitPayment() {
  return useMutation({
    mutationFn: (draft: PaymentDraft) =>
      callApi(
        draft.paymentType === 'Instant'
          ? payments.sepaInstantInitConsumer
          : bankPayments.sepaPaymentInit,
        draft,
      ),
  });
}

export function useCompletePayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'complete', paymentId],
    mutationFn: (paymentType: 'Sepa' | 'Instant') =>
      callApi(
        paymentType === 'Instant'
          ? payments.sepaInstantCompleteConsumer
          : bankPayments.sepaPaymentComplete,
        { PaymentId: paymentId },
      ),
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

export function useRemoveFuturePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (PaymentId: string) => callApi(bankPayments.removeFuturePayment, { PaymentId }),
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

type FuturePaymentEdit = CallInput<typeof bankPayments.editFuturePaymentConsumerInit>;

/** Persons and companies prepare an edit with their own calls (spec: the edit call differs by type). */
export function useInitFuturePaymentEdit() {
  return useMutation({
    mutationFn: ({
      customerType,
      edit,
    }: {
      customerType: 'Person' | 'Company';
      edit: FuturePaymentEdit;
    }) =>
      callApi(
        customerType === 'Company'
          ? bankPayments.editFuturePaymentCompanyInit
          : bankPayments.editFuturePaymentConsumerInit,
        edit,
      ),
  });
}

export function useCompleteFuturePaymentEdit(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'completeEdit', paymentId],
    mutationFn: () =>
      callApi(bankPayments.editFuturePaymentConsumerComplete, { PaymentId: paymentId }),
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

export interface Confirmation {
  /** The SessionId of the operation the bank prepared. */
  authId: string;
  type: 'SepaPayment' | 'FuturePaymentEdit';
  nextUrl: string;
  /** Where an error and a cancelled identification come back to (with `status=`). */
  returnUrl: string;
}

/** Starts strong identification of a prepared operation and leaves for the identification page. */
export async function confirmWithIdentification(confirmation: Confirmation): Promise<void> {
  const { IdentificationUrl } = await callApi(auth.startAuthentication, {
    auth: {
      AuthId: confirmation.authId,
      type: confirmation.type,
      nextUrl: confirmation.nextUrl,
      errorUrl: confirmation.returnUrl,
      cancelUrl: confirmation.returnUrl,
    },
  });
  window.location.assign(IdentificationUrl);
}
