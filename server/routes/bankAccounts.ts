import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/bankAccounts';
import { requireSession } from '../plugins/session';
import { accountOwner, type AccountDetailsService } from '../services/accountDetails';
import type { Database } from '../db/database';
import { assertMayAct } from '../services/actingRights';
import { bankDay } from '../services/bankDay';
import type { SessionService } from '../services/sessions';
import type { TransactionService } from '../services/transactions';
import { serveCall, sessionOf } from './route';

export interface BankAccountRoutesOptions {
  sessions: SessionService;
  db: Database;
  details: AccountDetailsService;
  transactions: TransactionService;
  now: () => Date;
}

/** An account, its transactions and payments, and its name: the customer's own accounts only. */
export function registerBankAccountRoutes(
  app: FastifyInstance,
  { sessions, db, details, transactions, now }: BankAccountRoutesOptions,
) {
  const authenticate = requireSession(sessions);

  // Each call of the catalogue under both of its names.
  for (const call of [calls.sepaAccount, calls.accountCall]) {
    serveCall(
      app,
      call,
      async ({ input, request }) =>
        details.details(accountOwner(sessionOf(request)), input.accountId),
      { authenticate },
    );
  }

  for (const call of [calls.sepaAccountTransactions, calls.accountTransactions]) {
    serveCall(
      app,
      call,
      async ({ input, request }) => transactions.inRange(sessionOf(request).customerId, input),
      { authenticate },
    );
  }

  serveCall(
    app,
    calls.accountPaymentDetails,
    async ({ input, request }) =>
      transactions.paymentDetails(sessionOf(request).customerId, input.paymentId),
    { authenticate },
  );

  serveCall(
    app,
    calls.depositAccountTransactions,
    async ({ input, request }) =>
      transactions.ofTermDeposit(sessionOf(request).customerId, input.accountId),
    { authenticate },
  );

  for (const call of [calls.sepaRenameAccount, calls.renameAccount]) {
    serveCall(
      app,
      call,
      async ({ input, request }) => {
        const session = sessionOf(request);
        await assertMayAct(db, session, bankDay(now()));
        return details.rename(accountOwner(session), input);
      },
      { authenticate },
    );
  }
}
