import type { QueryClient } from '@tanstack/react-query';
import * as loanPayments from '../../../api/loanPayments';
import * as loans from '../../../api/loans';
import type { Customer } from '../../shell/customerView';
import { prefetchCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { transactionYear } from '../../shell/transactionYear';
import { prefetchOwnAccounts, prefetching, whenViewer } from '../../shell/prefetch';

/** The loans list and the action pages read the loans summary. */
export const loansLoader = prefetching((client) =>
  whenViewer(client, () => prefetchCall(client, loans.summary, {})),
);

/** The loans list: the loans, and a person's loan applications. */
export const loanListLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchCall(client, loans.summary, {});
    if (customer.customerType === 'Person') prefetchCall(client, loans.applications, {});
  }),
);

/** A loan application's page, for an address that can name one. */
export const loanApplicationLoader = prefetching((client, { params: { applicationId } }) => {
  if (!isEntityId(applicationId)) return;
  whenViewer(client, () => prefetchCall(client, loans.applications, {}));
});

/** A loan's page, for an address that can name a loan: the loan, its bookings and documents. */
export const loanLoader = prefetching((client, { params: { loanId } }) => {
  if (!isEntityId(loanId)) return;
  whenViewer(client, () => {
    prefetchCall(client, loans.summary, {});
    prefetchCall(client, loans.transactions, { loanId, ...transactionYear(new Date()) });
    prefetchCall(client, loans.documents, { loanId });
  });
});

/** A loan action's reads: the loans, and the accounts the money comes from or goes to. */
function prefetchLoanAction(client: QueryClient, customer: Customer): void {
  prefetchCall(client, loans.summary, {});
  prefetchOwnAccounts(client, customer);
}

/** A loan action's page. */
export const loanActionLoader = prefetching((client) =>
  whenViewer(client, (customer) => prefetchLoanAction(client, customer)),
);

/** Paying a loan's instalment: a person may pay from the banks of their accounts elsewhere too. */
export const loanPaymentLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    prefetchLoanAction(client, customer);
    if (customer.customerType === 'Person') {
      prefetchCall(client, loanPayments.loanPaymentBanks, {});
    }
  }),
);
