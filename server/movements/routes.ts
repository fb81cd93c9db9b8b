import type { FastifyInstance } from 'fastify';
import * as bankAccounts from '../../api/bankAccounts';
import * as payments from '../../api/payments';

/** Money between the customer's own accounts: own transfers, withdrawals and deposits. */
export async function movementsSlice(app: FastifyInstance) {
  const { movements, deposits } = app.services;

  app.serve(bankAccounts.transfer, ({ input, session }) => movements.transfer(session, input));
  app.serve(bankAccounts.withdraw, ({ input, session }) => movements.withdraw(session, input));

  app.serve(payments.bankAccounts, ({ session }) => deposits.externalAccounts(session.customerId));
  app.serve(payments.depositAccountsBank, ({ session }) =>
    deposits.depositTargets(session.customerId),
  );
  app.serve(payments.bankAccountStartDeposit, ({ input, session }) =>
    deposits.start(session, input),
  );
  app.serve(payments.bankAccountCompleteDeposit, ({ input, session }) =>
    deposits.complete(session, input.DepositId),
  );
}
