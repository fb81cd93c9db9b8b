import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as calls from '../../api/loanApplication';
import { eurosToCents } from '../../domain/money/money';
import { BankError } from '../bankError';
import { identifiedUser } from '../identification/identifiedUser';
import { APPLICATION_CALLBACK_PATH } from '../plugins/identification';
import { setSessionCookie } from '../plugins/sessions';
import type { PageAnswersByPath } from '../plugins/webBank';
import { calculatorAnswer } from './decision';
import { applicantOf } from './applicationStore';

/** Ties an applicant's identification under way to the browser that started it. */
export const APPLICATION_FLOW_COOKIE = 'vp_loan_identification';

/** Where the landing page's application continues after the identification. */
const LANDING_PAGE = '/landing/loan-application';

/** The landing page carries the calculator's offer table: its start needs no call to price. */
export const LANDING_PAGE_ANSWERS: PageAnswersByPath = {
  [LANDING_PAGE]: () => ({ [calls.calculator.name]: calculatorAnswer() }),
};

const flowPayload = z.object({ applicationId: z.uuid() });

/** The consumer loan application of the landing page, from the calculator to the payout. */
export async function loanApplicationSlice(app: FastifyInstance) {
  const { loanApplications, flows, sessions } = app.services;
  const client = app.identification.application;
  const secure = app.config.COOKIE_SECURE;
  const flowCookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/api/loan-application',
  };

  app.serve(calls.calculator, async () => calculatorAnswer());

  app.serve(calls.init, ({ input, request }) =>
    loanApplications.start(eurosToCents(input.Amount), input.InstallmentCount, request.language),
  );

  app.serve(calls.startIdentification, async ({ input, request, reply }) => {
    app.countIdentificationAttempt(request);
    await loanApplications.assertIdentifiable(input.applicationId);
    const identification = await client.authorizationRequest({ uiLocales: request.language });
    const flow = await flows.startLogin(identification, {
      kind: 'LoanApplication',
      payload: { applicationId: input.applicationId },
    });
    reply.setCookie(APPLICATION_FLOW_COOKIE, flow.id, flowCookieOptions);
    return { SessionId: flow.id, IdentificationUrl: identification.url };
  });

  /**
   * The broker's answer for the browser that started the identification: the applicant's
   * session (their own customer, made now if they are not yet one) and the application theirs.
   */
  async function completeIdentification(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { state?: string; error?: string },
    callback: URL,
  ) {
    reply.clearCookie(APPLICATION_FLOW_COOKIE, flowCookieOptions);
    const identified = await identifiedUser(app.services, client, {
      kind: 'LoanApplication',
      flowId: request.cookies[APPLICATION_FLOW_COOKIE],
      answer,
      callback,
      log: request.log,
    });
    // Spec leaves open persons the bank has never met; the sandbox's provider knows only users.
    if ('failed' in identified) throw new BankError('state', `errors.${identified.failed}`, 401);
    const { flow, user } = identified;
    const { applicationId } = flowPayload.parse(flow.payload);
    const { customerId, isNew } = await loanApplications.claim(applicationId, user);
    const { token } = await sessions.create(user.id, customerId);
    setSessionCookie(reply, token, secure);
    return { applicationId, CustomerId: customerId, IsNewCustomer: isNew };
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(
    APPLICATION_CALLBACK_PATH,
    async (request, reply) => {
      const callback = new URL(request.url, app.config.PUBLIC_URL);
      try {
        const { applicationId } = await completeIdentification(
          request,
          reply,
          request.query,
          callback,
        );
        return reply.redirect(`${LANDING_PAGE}?applicationId=${applicationId}&status=ok`, 303);
      } catch (cause) {
        if (!(cause instanceof BankError)) throw cause;
        const status = request.query.error ? 'cancel' : 'error';
        return reply.redirect(`${LANDING_PAGE}?status=${status}`, 303);
      }
    },
  );

  app.serve(calls.completeIdentification, ({ input, request, reply }) => {
    const callback = new URL(APPLICATION_CALLBACK_PATH, app.config.PUBLIC_URL);
    for (const [name, value] of Object.entries(input)) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    return completeIdentification(request, reply, input, callback);
  });

  app.serve(calls.onboardingUpdate, ({ input: { Id, ...form }, session }) =>
    loanApplications.saveForm(applicantOf(session), Id, form),
  );
  app.serve(calls.update, ({ input, session }) =>
    loanApplications.change(
      applicantOf(session),
      input.Id,
      eurosToCents(input.Amount),
      input.InstallmentCount,
    ),
  );
  app.serve(calls.insurance, ({ input, session }) =>
    loanApplications.choose(applicantOf(session), input.Id, { insurance: input.Insurance }),
  );
  app.serve(calls.expressPayment, ({ input, session }) =>
    loanApplications.choose(applicantOf(session), input.Id, {
      expressPayment: input.ExpressPayment,
    }),
  );
  app.serve(calls.offer, ({ input, session }) =>
    loanApplications.decide(applicantOf(session), input.Id),
  );
  app.serve(calls.proposals, ({ input, session }) =>
    loanApplications.proposals(applicantOf(session), input.Id),
  );
  app.serve(calls.approve, ({ input, session, request }) =>
    loanApplications.prepareSignature(session, input.Id, request.language),
  );
  app.serve(calls.confirm, ({ input, session }) =>
    loanApplications.confirmed(applicantOf(session), input.Id),
  );
  app.serve(calls.cancel, ({ input, session }) =>
    loanApplications.cancel(applicantOf(session), input.Id),
  );
  app.serve(calls.register, ({ input }) =>
    loanApplications.recordSteps(input.applicationId, input.gtm.steps),
  );
  app.serve(calls.fetch, ({ input, session }) =>
    loanApplications.fetch(applicantOf(session), input.id),
  );
}
