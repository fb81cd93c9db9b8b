import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/cardApplication';
import { serveApplicantIdentification } from '../identification/applicantIdentification';
import { CARD_APPLICATION_CALLBACK_PATH } from '../plugins/identification';
import { applicantOf } from './applications';

/** Ties a card applicant's identification under way to the browser that started it. */
export const CARD_APPLICATION_FLOW_COOKIE = 'vp_card_identification';
/** The kind of the visitor's identification flow (not the signature's `CardApplication`). */
const IDENTIFICATION_KIND = 'CardApplicant';

/** Where the application continues after the identification: the web bank's own pages. */
const APPLICATION_PAGE = '/bank/cards/apply';

/** Spec gives no documents: the web bank's own pages of the card's terms and price list. */
const DOCUMENTS = {
  TermsUrl: `${APPLICATION_PAGE}/terms`,
  PriceListUrl: `${APPLICATION_PAGE}/price-list`,
};

/** The consumer credit card application, from the start to the card's bank connection. */
export async function cardApplicationSlice(app: FastifyInstance) {
  const { cardApplications } = app.services;

  app.serve(calls.onboardingStart, ({ input, request }) =>
    cardApplications.start(input.RequestedLimit, request.language),
  );
  app.serve(calls.onboardingDocumentsUrls, async () => DOCUMENTS);

  const identification = serveApplicantIdentification(app, {
    kind: IDENTIFICATION_KIND,
    client: app.identification.cardApplication,
    cookie: CARD_APPLICATION_FLOW_COOKIE,
    cookiePath: CARD_APPLICATION_CALLBACK_PATH,
    callbackPath: CARD_APPLICATION_CALLBACK_PATH,
    assertIdentifiable: (id) => cardApplications.assertIdentifiable(id),
    claim: async (id, user) => {
      const claimed = await cardApplications.claim(id, user);
      return { customerId: claimed.CustomerId, claimed };
    },
    returnPage: (status) => `${APPLICATION_PAGE}?status=${status}`,
  });
  app.serve(calls.onboardingTupas, ({ input, request, reply }) =>
    identification.start(input.ApplicationId, request, reply),
  );
  app.serve(calls.onboardingTupasComplete, ({ input, request, reply }) =>
    identification.completeByCall(request, reply, input),
  );

  app.serve(calls.onboardingLogin, ({ session, request }) =>
    cardApplications.underWay(session, request.language),
  );
  app.serve(calls.onboardingUpdateApplication, ({ input: { Id, ...data }, session }) =>
    cardApplications.saveApplication(applicantOf(session), Id, data),
  );
  app.serve(calls.onboardingUpdateAddress, ({ input: { Id, ...data }, session }) =>
    cardApplications.saveAddress(applicantOf(session), Id, data),
  );
  app.serve(calls.onboardingKyc, ({ input: { Id, ...data }, session }) =>
    cardApplications.saveKyc(applicantOf(session), Id, data),
  );
  app.serve(calls.onboardingConfirm, ({ input, session }) =>
    cardApplications.confirm(applicantOf(session), input.Id),
  );
  app.serve(calls.sendCardApplicationGetProposal, ({ input, session }) =>
    cardApplications.propose(applicantOf(session), input.Id),
  );
  app.serve(calls.cardApplicationConfirm, ({ input, session, request }) =>
    cardApplications.prepareSignature(session, input.Id, request.language),
  );
  app.serve(calls.cardAddBankConnection, ({ input, session }) =>
    cardApplications.connectBank(applicantOf(session), input.Id, input.AccountId),
  );
}
