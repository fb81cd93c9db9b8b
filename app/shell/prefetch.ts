import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import * as bank from '../../api/bank';
import { callQuery, prefetchCall } from '../data/calls';
import { bankQueryClient } from './BankQueries';
import { accountListCall, mayView, type Customer } from './customerView';

/**
 * A route's loader that starts the reads of its page while the page's code is still loading,
 * so the page finds them in the cache. It neither waits for them nor fails the navigation: the
 * page shows their loading and failed states itself.
 */
export function prefetching(
  start: (client: QueryClient, args: LoaderFunctionArgs) => void,
): LoaderFunction {
  return (args) => {
    start(bankQueryClient(), args);
    return null;
  };
}

/**
 * Starts reads of the customer's money and data once it is known who is logged in: which
 * account list to read depends on it, and a card holder is refused them, so none are started.
 */
export function whenViewer(client: QueryClient, start: (customer: Customer) => void): void {
  void client.fetchQuery(callQuery(bank.customer, {})).then(
    (customer) => {
      if (mayView(customer)) start(customer);
    },
    // The layout reads the customer too, and says it when that fails.
    () => undefined,
  );
}

/** The customer's account list, which most pages show or choose an account from. */
export function prefetchOwnAccounts(client: QueryClient, customer: Customer): void {
  prefetchCall(client, accountListCall(customer.customerType), {});
}
