import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as calls from '../../api/cardApplication';
import { BankError } from '../bankError';
import { identifiedUser } from '../identification/identifiedUser';
import { CARD_APPLICATION_CALLBACK_PATH } from '../plugins/identification';
import { setSessionCookie } from '../plugins/sessions';
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

const flowPayload = z.object({ applicationId: z.uuid() });

/** The consumer credit card application, from the start to the card's bank connection. */
export async function cardApplicationSlice(app: FastifyInstance) {
  const { cardApplications, flows, sessions } = app.services;
  const client = app.identification.cardApplication;
  const secure = app.config.COOKIE_SECURE;
  const flowCookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: CARD_APPLICATION_CALLBACK_PATH,
  };

  app.serve(calls.onboardingStart, ({ input, request }) =>
    cardApplications.start(input.RequestedLimit, request.language),
  );
  app.serve(calls.onboardingDocumentsUrls, async () => DOCUMENTS);

  app.serve(calls.onboardingTupas, async ({ input, request, reply }) => {
    app.countIdentificationAttempt(request);
    await cardApplications.assertIdentifiable(input.ApplicationId);
    const identification = await client.authorizationRequest({ uiLocales: request.language });
    const flow = await flows.startLogin(identification, {
      kind: IDENTIFICATION_KIND,
      payload: { applicationId: input.ApplicationId },
    });
    reply.setCookie(CARD_APPLICATION_FLOW_COOKIE, flow.id, flowCookieOptions);
    return { SessionId: flow.id, IdentificationUrl: identification.url };
  });

  /** The broker's answer: the applicant's session, and the application theirs. */
  async function completeIdentification(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { state?: string; error?: string },
    callback: URL,
  ) {
    reply.clearCookie(CARD_APPLICATION_FLOW_COOKIE, flowCookieOptions);
    const identified = await identifiedUser(app.services, client, {
      kind: IDENTIFICATION_KIND,
      flowId: request.cookies[CARD_APPLICATION_FLOW_COOKIE],
      answer,
      callback,
      log: request.log,
    });
    if ('failed' in identified) throw new BankError('state', `errors.${identified.failed}`, 401);
    const { applicationId } = flowPayload.parse(identified.flow.payload);
    const claimed = await cardApplications.claim(applicationId, identified.user);
    const { token } = await sessions.create(identified.user.id, claimed.CustomerId);
    setSessionCookie(reply, token, secure);
    return claimed;
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(
    CARD_APPLICATION_CALLBACK_PATH,
    async (request, reply) => {
      const callback = new URL(request.url, app.config.PUBLIC_URL);
      try {
        await completeIdentification(request, reply, request.query, callback);
        return reply.redirect(`${APPLICATION_PAGE}?status=ok`, 303);
      } catch (cause) {
        if (!(cause instanceof BankError)) throw cause;
        const status = request.query.error ? 'cancel' : 'error';
        return reply.redirect(`${APPLICATION_PAGE}?status=${status}`, 303);
      }
    },
  );

  app.serve(calls.onboardingTupasComplete, ({ input, request, reply }) => {
    const callback = new URL(CARD_APPLICATION_CALLBACK_PATH, app.config.PUBLIC_URL);
    for (const [name, value] of Object.entries(input)) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    return completeIdentification(request, reply, input, callback);
  });

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
