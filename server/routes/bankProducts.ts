import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/bankProducts';
import { requireSession } from '../plugins/session';
import { accountOwner } from '../services/accountDetails';
import type { AccountOpeningService } from '../services/accountOpening';
import type { Database } from '../db/database';
import { assertMayAct } from '../services/actingRights';
import { bankDay } from '../services/bankDay';
import type { SessionService } from '../services/sessions';
import type { TermDepositService } from '../services/termDeposits';
import { serveCall, sessionOf } from './route';
import { requestHash } from '../ledger/ledger';

export interface BankProductRoutesOptions {
  sessions: SessionService;
  db: Database;
  opening: AccountOpeningService;
  termDeposits: TermDepositService;
  now: () => Date;
}

/** Opening payment and savings accounts, and term deposits with their offers. */
export function registerBankProductRoutes(
  app: FastifyInstance,
  { sessions, db, opening, termDeposits, now }: BankProductRoutesOptions,
) {
  const authenticate = requireSession(sessions);

  const accountKinds = [
    [calls.basicAccountCreate, 'payment'],
    [calls.sepaCreateAccount, 'payment'],
    [calls.savingsAccountCreate, 'savings'],
  ] as const;
  for (const [call, product] of accountKinds) {
    serveCall(
      app,
      call,
      async ({ input, request }) => {
        const session = sessionOf(request);
        await assertMayAct(db, session, bankDay(now()));
        return opening.open(accountOwner(session), product, input.CustomName, {
          key: input.IdempotencyKey,
          hash: requestHash({ product, ...input }),
        });
      },
      { authenticate },
    );
  }

  serveCall(app, calls.termDepositCalc, async () => termDeposits.offers(), { authenticate });

  serveCall(
    app,
    calls.termDepositOffer,
    async ({ input }) => termDeposits.quote(input.Amount, input.DurationInMonths),
    { authenticate },
  );

  serveCall(
    app,
    calls.termDepositCreate,
    async ({ input, request }) => {
      const session = sessionOf(request);
      await assertMayAct(db, session, bankDay(now()));
      return termDeposits.open(accountOwner(session), input);
    },
    { authenticate },
  );
}
