import type { FastifyInstance } from 'fastify';
import * as payments from '../../api/payments';
import { payeeIbanError } from '../../domain/payments/payeeForm';
import type { Database } from '../db/database';
import { BankError } from '../plugins/errorHandler';
import { requireSession } from '../plugins/session';
import type { DepositService } from '../services/deposits';
import { verifyPayee } from '../services/payeeVerification';
import type { PaymentService } from '../services/payments';
import type { SessionService } from '../services/sessions';
import { requireCustomerType } from './bank';
import { serveCall, sessionOf } from './route';

export interface PaymentsRoutesOptions {
  db: Database;
  sessions: SessionService;
  payments: PaymentService;
  deposits: DepositService;
}

/** The payments group: verification of payee, SEPA instant payments, deposits from another bank. */
export function registerPaymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions) {
  const { db, deposits } = options;
  const authenticate = requireSession(options.sessions);

  serveCall(
    app,
    payments.consumerVerifyPayee,
    async ({ input }) => {
      const ibanError = payeeIbanError(input.RecipientIban);
      if (ibanError) throw new BankError('RecipientIban', ibanError);
      const { Result, PayeeName } = await verifyPayee(db, input.RecipientIban, input.RecipientName);
      return { Result, PayeeName };
    },
    { authenticate },
  );

  serveCall(
    app,
    payments.sepaInstantInitConsumer,
    ({ input, request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Person');
      return options.payments.init(session, input, 'Instant');
    },
    { authenticate },
  );

  serveCall(
    app,
    payments.sepaInstantCompleteConsumer,
    ({ input, request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Person');
      return options.payments.complete(session, input.PaymentId);
    },
    { authenticate },
  );

  serveCall(
    app,
    payments.bankAccounts,
    ({ request }) => deposits.externalAccounts(sessionOf(request).customerId),
    { authenticate },
  );

  serveCall(
    app,
    payments.depositAccountsBank,
    ({ request }) => deposits.depositTargets(sessionOf(request).customerId),
    { authenticate },
  );

  serveCall(
    app,
    payments.bankAccountStartDeposit,
    ({ input, request }) => deposits.start(sessionOf(request), input),
    { authenticate },
  );

  serveCall(
    app,
    payments.bankAccountCompleteDeposit,
    ({ input, request }) => deposits.complete(sessionOf(request), input.DepositId),
    { authenticate },
  );
}
