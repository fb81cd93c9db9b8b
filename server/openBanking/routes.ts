import type { FastifyInstance } from 'fastify';
import * as consentCalls from '../../api/consents';
import * as calls from '../../api/openBanking';
import { serveApplicantIdentification } from '../identification/applicantIdentification';
import { OPEN_BANKING_CALLBACK_PATH } from '../plugins/identification';
import { serveAccountInformation } from './accountInformation';
import { createConsentService } from './consents';

/** Where the customer decides on a provider's request: `?consentId=`, and `status=` on return. */
const decisionPage = (status: string, consentId?: string) => {
  const query = new URLSearchParams({ ...(consentId && { consentId }), status });
  return `/bank/open-banking?${query.toString()}`;
};

/**
 * Open banking: a registered provider's request for access, the customer's strong
 * identification and decision, her consents, and the provider's reads with its token.
 */
export async function openBankingSlice(app: FastifyInstance) {
  const consents = createConsentService(app.db, app.config.PUBLIC_URL, () => app.now());

  app.serve(calls.openBankingInit, ({ input }) => consents.init(input));
  app.serve(calls.openBankingConsentInfo, ({ input }) => consents.info(input.ConsentId));

  const identification = serveApplicantIdentification(app, {
    kind: 'OpenBanking',
    client: app.identification.openBanking,
    cookie: 'vp_open_banking',
    cookiePath: '/api/auth',
    callbackPath: OPEN_BANKING_CALLBACK_PATH,
    assertIdentifiable: (consentId) => consents.assertIdentifiable(consentId),
    claim: (consentId, user) => consents.claim(consentId, user),
    returnPage: (status, consentId) => decisionPage(status, consentId),
  });
  app.serve(calls.openBankingAuthStart, ({ input, request, reply }) =>
    identification.start(input.ConsentId, request, reply),
  );
  app.serve(calls.openBankingAuthComplete, async ({ input, request, reply }) => ({
    ConsentId: await identification.completeByCall(request, reply, input),
  }));

  app.serve(consentCalls.consentList, ({ session }) => consents.list(session));
  app.serve(consentCalls.consentAccept, ({ session, input }) =>
    consents.accept(session, input.ConsentId, input.AccountIds),
  );
  app.serve(consentCalls.consentReject, ({ session, input }) =>
    consents.reject(session, input.ConsentId),
  );

  serveAccountInformation(app, consents);
}
