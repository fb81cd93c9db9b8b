import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/broker';
import { createConfirmationStart } from '../confirmations/start';

/** The web bank's page where a company's signatory reads and confirms a broker's application. */
export const brokerConfirmationPage = (id: string) => `/bank/broker-confirmation/${id}`;

/** Broker applications: the broker's own, and the company's confirmation of them. */
export async function brokerApplicationSlice(app: FastifyInstance) {
  const { brokerApplications } = app.services;
  const startConfirmation = createConfirmationStart(app);

  app.serve(calls.brokerCompleteIdentification, ({ session }) =>
    brokerApplications.profile(session),
  );
  app.serve(calls.brokerInit, ({ input, session, request }) =>
    brokerApplications.apply(session, input, request.language),
  );
  app.serve(calls.brokerApplications, ({ session }) => brokerApplications.list(session));
  app.serve(calls.confirmBroker, async ({ input, session, request }) => {
    const prepared = await brokerApplications.prepareConfirmation(
      session,
      input.Id,
      request.language,
    );
    const page = brokerConfirmationPage(input.Id);
    return startConfirmation(
      session,
      {
        AuthId: prepared.flowId,
        type: 'BrokerApplication',
        nextUrl: page,
        errorUrl: page,
        cancelUrl: page,
      },
      request.language,
    );
  });
}
