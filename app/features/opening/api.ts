import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as bank from '../../../api/bank';
import * as bankProducts from '../../../api/bankProducts';
import type { CallInput } from '../../../api/call';
import { callApi } from '../../../api/client';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import type { Cents } from '../../../domain/money/money';
import { ownAccountsQuery, invalidateMoneyQueries } from '../../shell/ownAccounts';
import { LONG_LIVED_QUERY } from '../../shell/queryClient';

export const bankConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => callApi(bank.getConfig, {}, { signal }),
});

/** The term-deposit offers: cached 60 hours and never stale (catalogue §9). */
export const termDepositCalcQuery = queryOptions({
  queryKey: ['termDeposit', 'calc'],
  queryFn: ({ signal }) => callApi(bankProducts.termDepositCalc, {}, { signal }),
  ...LONG_LIVED_QUERY,
});

export const termDepositOfferQuery = (Amount: Cents, DurationInMonths: number) =>
  queryOptions({
    queryKey: ['termDeposit', 'offer', Amount, DurationInMonths],
    queryFn: ({ signal }) =>
      callApi(bankProducts.termDepositOffer, { Amount, DurationInMonths }, { signal }),
    ...LONG_LIVED_QUERY,
  });

type OpenAccount = CallInput<typeof bankProducts.basicAccountCreate>;

/** A person's payment account and a company's come from different calls of the catalogue. */
const OPENING_CALLS = {
  payment: {
    Person: bankProducts.basicAccountCreate,
    Company: bankProducts.sepaCreateAccount,
  },
  savings: {
    Person: bankProducts.savingsAccountCreate,
    Company: bankProducts.savingsAccountCreate,
  },
} as const;

export type OpenedKind = keyof typeof OPENING_CALLS;

/** A new account joins the account list at once. */
export function useOpenAccount(kind: OpenedKind, customerType: CustomerType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenAccount) => callApi(OPENING_CALLS[kind][customerType], request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ownAccountsQuery(customerType).queryKey }),
  });
}

/** Money moves from the source account: every balance and transaction list is fetched anew. */
export function useCreateTermDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallInput<typeof bankProducts.termDepositCreate>) =>
      callApi(bankProducts.termDepositCreate, request),
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}
