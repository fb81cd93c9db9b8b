import type { FastifyInstance } from 'fastify';
import * as loans from '../../api/loans';
import * as payments from '../../api/payments';

/** The customer's loans and limits: reading them, and servicing them. */
export async function loansSlice(app: FastifyInstance) {
  const service = app.services.loans;
  const fromOtherBank = app.services.otherBankLoanPayments;

  app.serve(loans.summary, ({ session }) => service.summary(session.customerId));
  app.serve(loans.transactions, ({ session, input }) =>
    service.transactions(session.customerId, input),
  );
  app.serve(loans.documents, ({ session, input, request }) =>
    service.documents(session.customerId, input.loanId, request.language),
  );
  app.serve(loans.applications, ({ session }) => service.applications(session.customerId));
  app.serve(loans.invalidate, async () => ({ Invalidated: true as const }));
  app.serve(loans.topUpCalculator, ({ session, input }) =>
    service.topUps.offer(session.customerId, input),
  );
  app.serve(loans.applicationFromLoan, ({ session, input }) =>
    service.topUps.apply(session, input),
  );
  app.serve(loans.limitWithdraw, ({ session, input, request }) =>
    service.withdraw(session, input, request.language),
  );
  app.serve(loans.payInstallment, ({ session, input, request }) =>
    service.payInstalment(session, input, 'loan', request.language),
  );
  app.serve(loans.payLimitInstallment, ({ session, input, request }) =>
    service.payInstalment(session, input, 'limit', request.language),
  );
  app.serve(loans.changeDueDate, ({ session, input }) => service.changeDueDate(session, input));
  app.serve(loans.paymentFreeMonth, ({ session, input }) =>
    service.paymentFreeMonth(session, input),
  );

  app.serve(payments.loanPaymentBanks, ({ session }) => fromOtherBank.banks(session.customerId));
  app.serve(payments.loanPaymentAccounts, ({ session, input }) =>
    fromOtherBank.accounts(session.customerId, input.Bic),
  );
  app.serve(payments.completeLoanPayment, ({ session, input, request }) =>
    fromOtherBank.pay(session, input, request.language),
  );
}
