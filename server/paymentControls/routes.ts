import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/paymentControls';
import { textOf } from '../texts';

/** Payment security limits ('Turvarajat') of persons and companies. */
export async function paymentControlsSlice(app: FastifyInstance) {
  const service = app.services.paymentControls;

  for (const call of [calls.getConsumerPaymentControls, calls.getCompanyPaymentControls]) {
    app.serve(call, ({ session }) => service.read(session));
  }
  for (const [start, complete] of [
    [calls.consumerPaymentControlsFtnStart, calls.consumerPaymentControlsFtnComplete],
    [calls.companyPaymentControlsFtnStart, calls.companyPaymentControlsFtnComplete],
  ] as const) {
    const type = start.policy.confirmation;
    app.serve(start, async ({ session, input, request }) => {
      const { SessionId, approval } = await service.prepare(session, type, input);
      return { SessionId, ApprovalText: textOf(approval, request.language) };
    });
    app.serve(complete, ({ session, input }) => service.completed(session, type, input.SessionId));
  }
}
