import type { FastifyInstance } from 'fastify';
import * as bankPayments from '../../api/bankPayments';
import { requireSession } from '../plugins/session';
import type { FuturePaymentService } from '../services/futurePayments';
import { bankDay } from '../services/bankDay';
import { assertMayAct } from '../services/actingRights';
import type { PayeeService } from '../services/payees';
import type { PaymentService } from '../services/payments';
import type { SessionService } from '../services/sessions';
import type { Database } from '../db/database';
import type { Confirmer } from './auth';
import { requireCustomerType } from './bank';
import { serveCall, sessionOf } from './route';

export interface BankPaymentRoutesOptions {
  db: Database;
  now: () => Date;
  sessions: SessionService;
  payees: PayeeService;
  payments: PaymentService;
  futurePayments: FuturePaymentService;
  /** Where this module registers what a confirmed payment or edit does. */
  confirmers: Map<string, Confirmer>;
}

/** The bank group's payment calls: saved payees, SEPA payments and future payments. */
export function registerBankPaymentRoutes(app: FastifyInstance, options: BankPaymentRoutesOptions) {
  const { db, now, payees, payments, futurePayments } = options;
  const authenticate = requireSession(options.sessions);
  options.confirmers.set('SepaPayment', (flow) => payments.confirm(flow));
  options.confirmers.set('FuturePaymentEdit', (flow) => futurePayments.confirmEdit(flow));

  serveCall(
    app,
    bankPayments.sepaPaymentRecipients,
    async ({ request }) => payees.list(sessionOf(request).customerId),
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.sepaPaymentRecipientAdd,
    async ({ input, request }) => {
      const session = sessionOf(request);
      await assertMayAct(db, session, bankDay(now()));
      return payees.add(session.customerId, input);
    },
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.sepaPaymentRecipientDelete,
    async ({ input, request }) => {
      const session = sessionOf(request);
      await assertMayAct(db, session, bankDay(now()));
      await payees.remove(session.customerId, input.Id);
      return { Deleted: true as const };
    },
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.sepaPaymentInit,
    ({ input, request }) => payments.init(sessionOf(request), input, input.paymentType),
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.sepaPaymentComplete,
    ({ input, request }) => payments.complete(sessionOf(request), input.PaymentId),
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.futurePayments,
    ({ request }) => futurePayments.list(sessionOf(request).customerId),
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.removeFuturePayment,
    async ({ input, request }) => {
      await futurePayments.remove(sessionOf(request), input.PaymentId);
      return { Removed: true as const };
    },
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.editFuturePaymentConsumerInit,
    ({ input, request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Person');
      return futurePayments.editInit(session, input);
    },
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.editFuturePaymentCompanyInit,
    ({ input, request }) => {
      const session = sessionOf(request);
      requireCustomerType(session, 'Company');
      return futurePayments.editInit(session, input);
    },
    { authenticate },
  );

  serveCall(
    app,
    bankPayments.editFuturePaymentConsumerComplete,
    ({ input, request }) => futurePayments.editComplete(sessionOf(request), input.PaymentId),
    { authenticate },
  );
}
