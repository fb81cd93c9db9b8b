import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/paymentControls';
import { textOf } from '../texts';

/** Payment security limits ('Turvarajat') of persons and companies. */
export async function paymentControlsSlice(app: FastifyInstance) {
  const service = app.services.paymentControls;

  for (const call of [calls.getConsumerPaymentControls, calls.getCompanyPaymentControls]) {
    app.serve(call, ({ session }) => service.read(session));
  }
  for (const call of [
    calls.consumerPaymentControlsFtnStart,
    calls.companyPaymentControlsFtnStart,
  ]) {
    app.serve(call, async ({ session, input, request }) => {
      const { SessionId, approval } = await service.prepare(
        session,
        call.policy.confirmation,
        input,
      );
      return { SessionId, ApprovalText: textOf(approval, request.language) };
    });
  }
}
