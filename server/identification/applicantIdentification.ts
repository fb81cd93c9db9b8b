import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { users } from '../db/schema';
import { BankError } from '../bankError';
import { setSessionCookie } from '../plugins/sessions';
import type { BankClient } from './bankClient';
import { identifiedUser } from './identifiedUser';

const flowPayload = z.object({ applicationId: z.uuid() });

/** How the identification ended, as the web bank's page is told (`status=`). */
type Outcome = 'ok' | 'error' | 'cancel';

interface ApplicantIdentification<Claimed> {
  /** The flow's kind: an answer for another kind of identification is refused. */
  kind: string;
  client: BankClient;
  /** Ties the identification under way to the browser that started it. */
  cookie: string;
  /** Where the cookie is sent: the calls' and the broker's return address. */
  cookiePath: string;
  /** The broker's return address for the browser. */
  callbackPath: string;
  /** Refuses an application that is not waiting for its applicant's identification. */
  assertIdentifiable(applicationId: string): Promise<unknown>;
  /**
   * Makes the application the identified person's; the customer their session is for. The
   * browser's return, for what it brings beside the answer (a flow it kept before).
   */
  claim(
    applicationId: string,
    user: typeof users.$inferSelect,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ customerId: string; claimed: Claimed }>;
  /** The web bank's page the browser returns to, with the claimed application if it went well. */
  returnPage(status: Outcome, claimed?: Claimed): string;
}

/**
 * A visitor's application (the landing page's loan, a credit card) identifies its applicant by
 * strong identification, which opens their session and makes the application theirs: started by
 * a call, answered by the broker at the return address or by the web bank's call with the answer.
 */
export function serveApplicantIdentification<Claimed>(
  app: FastifyInstance,
  applicant: ApplicantIdentification<Claimed>,
) {
  const { client, cookie, kind } = applicant;
  const secure = app.config.COOKIE_SECURE;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: applicant.cookiePath,
  };

  async function start(applicationId: string, request: FastifyRequest, reply: FastifyReply) {
    await app.countIdentificationAttempt(request);
    await applicant.assertIdentifiable(applicationId);
    const identification = await client.authorizationRequest({ uiLocales: request.language });
    const flow = await app.services.flows.startLogin(identification, {
      kind,
      payload: { applicationId },
    });
    reply.setCookie(cookie, flow.id, cookieOptions);
    return { SessionId: flow.id, IdentificationUrl: identification.url };
  }

  async function complete(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { state?: string; error?: string },
    callback: URL,
  ): Promise<Claimed> {
    reply.clearCookie(cookie, cookieOptions);
    const identified = await identifiedUser(app.services, client, {
      kind,
      flowId: request.cookies[cookie],
      answer,
      callback,
      log: request.log,
    });
    // Spec leaves open persons the bank has never met; the sandbox's provider knows only users.
    if ('failed' in identified) throw new BankError('state', `errors.${identified.failed}`, 401);
    const { applicationId } = flowPayload.parse(identified.flow.payload);
    const { customerId, claimed } = await applicant.claim(
      applicationId,
      identified.user,
      request,
      reply,
    );
    const { token } = await app.services.sessions.create(identified.user.id, customerId);
    setSessionCookie(reply, token, secure);
    return claimed;
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(
    applicant.callbackPath,
    async (request, reply) => {
      const callback = new URL(request.url, app.config.PUBLIC_URL);
      try {
        const claimed = await complete(request, reply, request.query, callback);
        return reply.redirect(applicant.returnPage('ok', claimed), 303);
      } catch (cause) {
        if (!(cause instanceof BankError)) throw cause;
        return reply.redirect(applicant.returnPage(request.query.error ? 'cancel' : 'error'), 303);
      }
    },
  );

  /** The broker's answer handed over by the web bank, checked as if at the return address. */
  function completeByCall(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Record<string, string | undefined>,
  ) {
    const callback = new URL(applicant.callbackPath, app.config.PUBLIC_URL);
    for (const [name, value] of Object.entries(answer)) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    return complete(request, reply, answer, callback);
  }

  return { start, completeByCall };
}
