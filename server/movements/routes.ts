import type { FastifyInstance } from 'fastify';
import * as bankAccounts from '../../api/bankAccounts';
import * as payments from '../../api/payments';

/** Money between the customer's own accounts: own transfers, withdrawals and deposits. */
export async function movementsSlice(app: FastifyInstance) {
  const { movements, deposits } = app.services;

  app.serve(bankAccounts.transfer, ({ input, session, request }) =>
    movements.transfer(session, input, request.language),
  );
  app.serve(bankAccounts.withdraw, ({ input, session, request }) =>
    movements.withdraw(session, input, request.language),
  );

  app.serve(payments.bankAccounts, ({ session }) => deposits.externalAccounts(session.customerId));
  app.serve(payments.depositAccountsBank, ({ session }) =>
    deposits.depositTargets(session.customerId),
  );
  app.serve(payments.bankAccountStartDeposit, ({ input, session }) =>
    deposits.start(session, input),
  );
  app.serve(payments.bankAccountCompleteDeposit, ({ input, session, request }) =>
    deposits.complete(session, input.DepositId, request.language),
  );
}
