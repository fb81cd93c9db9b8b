import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/bankProducts';
import { accountOwner } from '../accounts/accountDetails';
import { requestHash } from '../ledger/ledger';

/** Opening payment and savings accounts, and term deposits with their offers. */
export async function openingSlice(app: FastifyInstance) {
  const { opening, termDeposits } = app.services;

  const accountKinds = [
    [calls.basicAccountCreate, 'payment'],
    [calls.sepaCreateAccount, 'payment'],
    [calls.savingsAccountCreate, 'savings'],
  ] as const;
  for (const [call, product] of accountKinds) {
    app.serve(call, ({ input, session, request }) =>
      opening.open(
        accountOwner(session),
        product,
        input.CustomName,
        { key: input.IdempotencyKey, hash: requestHash({ product, ...input }) },
        request.language,
      ),
    );
  }

  app.serve(calls.termDepositCalc, async () => termDeposits.offers());
  app.serve(calls.termDepositOffer, async ({ input }) =>
    termDeposits.quote(input.Amount, input.DurationInMonths),
  );
  app.serve(calls.termDepositCreate, ({ input, session, request }) =>
    termDeposits.open(accountOwner(session), input, request.language),
  );
}
