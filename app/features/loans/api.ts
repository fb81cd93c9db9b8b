import * as loans from '../../../api/loans';
import * as loanPayments from '../../../api/loanPayments';
import { useCall } from '../../data/calls';

/** The customer's loans and limits with their instalments: every loan page reads them. */
export const useLoans = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useCall(loans.summary, {}, { enabled });

/** A loan's or limit's bookings of the last 12 months, newest first. */
export const useLoanTransactions = (loanId: string, range: { start: string; end: string }) =>
  useCall(loans.transactions, { loanId, ...range });

/** A loan's contract and other documents as PDFs. */
export const useLoanDocuments = (loanId: string) => useCall(loans.documents, { loanId });

/** The customer's loan applications, newest first (not retried on failure, as the spec says). */
export const useLoanApplications = () => useCall(loans.applications, {});

/** The other banks a person can pay an instalment from: those of their own accounts. */
export const useLoanPaymentBanks = () => useCall(loanPayments.loanPaymentBanks, {});

/** The person's own accounts in the bank `bic` (none asked for until a bank is chosen). */
export const useLoanPaymentAccounts = (bic: string) =>
  useCall(loanPayments.loanPaymentAccounts, { Bic: bic }, { enabled: bic !== '' });
