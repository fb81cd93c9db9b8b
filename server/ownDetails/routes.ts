import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/ownDetails';
import { customerDetailsOf } from '../customer/details';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

/** A person keeps her own details current (address, phone, bank account) and gives feedback. */
export async function ownDetailsSlice(app: FastifyInstance) {
  const { ownDetails, customers } = app.services;
  const details = async (session: BankSession) =>
    customerDetailsOf(await customers.customer(session.customerId));

  app.serve(calls.updateCustomerAddress, async ({ session, input }) => {
    await ownDetails.changeAddress(session, input);
    return details(session);
  });

  for (const [start, complete] of [
    [calls.updatePhoneNumberStart, calls.updatePhoneNumberComplete],
    [calls.verifyPhoneStart, calls.verifyPhoneComplete],
  ] as const) {
    app.serve(start, ({ session, input, request }) =>
      ownDetails.startPhoneChange(session, input, request.language),
    );
    app.serve(complete, async ({ session, input }) => {
      await ownDetails.completePhoneChange(session, input.VerificationId, input.Code);
      return details(session);
    });
  }

  app.serve(calls.updateBankAccountStart, async ({ session, input, request }) => {
    const { SessionId, approval } = await ownDetails.prepareBankAccount(session, input);
    return { SessionId, ApprovalText: textOf(approval, request.language) };
  });
  app.serve(calls.updateBankAccountComplete, async ({ session, input }) => {
    await ownDetails.requireConfirmedBankAccount(session, input.SessionId);
    return details(session);
  });

  app.serve(calls.sendFeedback, ({ session, input }) => ownDetails.storeFeedback(session, input));
}
