import type { FastifyInstance } from 'fastify';
import * as bankPayments from '../../api/bankPayments';
import * as payments from '../../api/payments';
import { payeeIbanError } from '../../domain/payments/payeeForm';
import { BankError } from '../bankError';
import { textOf } from '../texts';
import { verifyPayee } from './payeeVerification';

/** Saved payees, verification of payee, SEPA and instant payments, and future payments. */
export async function paymentsSlice(app: FastifyInstance) {
  const { payees, futurePayments } = app.services;
  const paymentService = app.services.payments;

  app.serve(bankPayments.sepaPaymentRecipients, ({ session }) => payees.list(session.customerId));
  app.serve(bankPayments.sepaPaymentRecipientAdd, ({ input, session }) =>
    payees.add(session.customerId, input),
  );
  app.serve(bankPayments.sepaPaymentRecipientDelete, async ({ input, session }) => {
    await payees.remove(session.customerId, input.Id);
    return { Deleted: true as const };
  });

  app.serve(payments.consumerVerifyPayee, async ({ input }) => {
    const ibanError = payeeIbanError(input.RecipientIban);
    if (ibanError) throw new BankError('RecipientIban', ibanError);
    const { Result, PayeeName } = await verifyPayee(
      app.db,
      input.RecipientIban,
      input.RecipientName,
    );
    return { Result, PayeeName };
  });

  for (const [call, paymentType] of [
    [bankPayments.sepaPaymentInit, 'Sepa'],
    [payments.sepaInstantInitConsumer, 'Instant'],
  ] as const) {
    app.serve(call, async ({ input, session, request }) => {
      // SEPA instant payments are for persons, by their own call (sepa-instant-init-consumer).
      if (paymentType === 'Sepa' && input.paymentType === 'Instant') {
        throw new BankError('paymentType', 'errors.payments.instantByItsOwnCall', 400);
      }
      const { approval, ...prepared } = await paymentService.init(session, input, paymentType);
      return { ...prepared, ApprovalText: textOf(approval, request.language) };
    });
  }
  for (const call of [bankPayments.sepaPaymentComplete, payments.sepaInstantCompleteConsumer]) {
    app.serve(call, ({ input, session }) => paymentService.complete(session, input.PaymentId));
  }

  app.serve(bankPayments.futurePayments, ({ session, request }) =>
    futurePayments.list(session.customerId, request.language),
  );
  app.serve(bankPayments.removeFuturePayment, async ({ input, session }) => {
    await futurePayments.remove(session, input.PaymentId);
    return { Removed: true as const };
  });
  for (const call of [
    bankPayments.editFuturePaymentConsumerInit,
    bankPayments.editFuturePaymentCompanyInit,
  ]) {
    app.serve(call, async ({ input, session, request }) => {
      const { approval, SessionId } = await futurePayments.editInit(session, input);
      return { SessionId, ApprovalText: textOf(approval, request.language) };
    });
  }
  app.serve(bankPayments.editFuturePaymentConsumerComplete, ({ input, session }) =>
    futurePayments.editComplete(session, input.PaymentId),
  );
}
