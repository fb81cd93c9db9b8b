import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as bankAccounts from '../../../api/bankAccounts';
import * as payments from '../../../api/payments';
import type { CallInput } from '../../../api/call';
import { callApi } from '../../../api/client';
import { invalidateMoneyQueries } from '../../shell/ownAccounts';

/** The customer's own accounts in other banks. */
export const externalAccountsQuery = queryOptions({
  queryKey: ['accounts', 'external'],
  queryFn: ({ signal }) => callApi(payments.bankAccounts, {}, { signal }),
});

/** The accounts of this bank a deposit from another bank can go to. */
export const depositTargetsQuery = queryOptions({
  queryKey: ['accounts', 'depositTargets'],
  queryFn: ({ signal }) => callApi(payments.depositAccountsBank, {}, { signal }),
});

export const useExternalAccounts = () => useQuery(externalAccountsQuery);
export const useDepositTargets = () => useQuery(depositTargetsQuery);

/** A mutation that moves money: every balance and transaction list is refreshed after it. */
function useMoneyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}

export const useTransfer = () =>
  useMoneyMutation((input: CallInput<typeof bankAccounts.transfer>) =>
    callApi(bankAccounts.transfer, input),
  );

export const useWithdraw = () =>
  useMoneyMutation((input: CallInput<typeof bankAccounts.withdraw>) =>
    callApi(bankAccounts.withdraw, input),
  );

/** Starting a deposit moves nothing yet: the bank answers what will be deposited. */
export const useStartDeposit = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof payments.bankAccountStartDeposit>) =>
      callApi(payments.bankAccountStartDeposit, input),
  });

export const useCompleteDeposit = () =>
  useMoneyMutation((DepositId: string) =>
    callApi(payments.bankAccountCompleteDeposit, { DepositId }),
  );
