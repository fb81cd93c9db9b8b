import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as auth from '../../api/auth';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import { identifiedUser, type IdentificationFailure } from '../identification/identifiedUser';
import { carryOutConfirmed } from '../confirmations/registry';
import { createConfirmationStart } from '../confirmations/start';
import { CONFIRMATION_CALLBACK_PATH, LOGIN_CALLBACK_PATH } from '../plugins/identification';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../plugins/sessions';
import { resumedFlowPage } from '../storeflow/routes';

/** The cookie that ties an identification under way to the browser that started it. */
export const LOGIN_FLOW_COOKIE = 'vp_auth';

/** The login page's button: a plain form, so it works before (or without) the page's script. */
export const LOGIN_PAGE_START_PATH = '/bank/login/identify';

function withStatus(path: string, status: 'ok' | 'error' | 'cancel'): string {
  const url = new URL(path, 'http://bank.invalid');
  url.searchParams.set('status', status);
  return `${url.pathname}${url.search}`;
}

/**
 * Logging in and out, the session's status, switching customers, and the strong confirmation
 * of prepared operations with the identification provider's two callbacks.
 */
export async function authSlice(app: FastifyInstance) {
  const { sessions, flows, customers } = app.services;
  const { login: loginClient, confirmation: confirmationClient } = app.identification;
  const { config } = app;
  const secure = config.COOKIE_SECURE;
  const flowCookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/auth' };
  const callbackUrl = (rawUrl: string) => new URL(rawUrl, config.PUBLIC_URL);

  /** A new identification, tied to this browser by a cookie, in the customer's language. */
  async function startLogin(reply: FastifyReply, language: Language) {
    const request = await loginClient.authorizationRequest({ uiLocales: language });
    const flow = await flows.startLogin(request);
    reply.setCookie(LOGIN_FLOW_COOKIE, flow.id, flowCookieOptions);
    return { SessionId: flow.id, IdentificationUrl: request.url };
  }

  app.serve(auth.ftnLoginStart, async ({ request, reply }) => {
    await app.countIdentificationAttempt(request);
    return startLogin(reply, request.language);
  });
  // Starting an identification changes nothing until it is completed.
  app.get(LOGIN_PAGE_START_PATH, async (request, reply) => {
    await app.countIdentificationAttempt(request);
    const { IdentificationUrl } = await startLogin(reply, request.language);
    return reply.redirect(IdentificationUrl, 303);
  });

  type LoginOutcome =
    | { loggedIn: { CustomerId: string; customerType: 'Person' | 'Company' }; userId: string }
    | { failed: IdentificationFailure };

  /**
   * The broker's answer to a login (`state`, `code` or `error`), for the browser that started it
   * (its flow cookie): a session for the person's first customer, or why not.
   */
  async function completeLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { state?: string; error?: string },
    callback: URL,
  ): Promise<LoginOutcome> {
    reply.clearCookie(LOGIN_FLOW_COOKIE, flowCookieOptions);
    const identified = await identifiedUser(app.services, loginClient, {
      kind: 'Login',
      flowId: request.cookies[LOGIN_FLOW_COOKIE],
      answer,
      callback,
      log: request.log,
    });
    if ('failed' in identified) return identified;
    const { user } = identified;
    const [first] = await customers.entitledCustomers(user.id);
    if (!first) return { failed: 'customer_not_found' };
    const { token } = await sessions.create(user.id, first.customer.id);
    setSessionCookie(reply, token, secure);
    return {
      loggedIn: { CustomerId: first.customer.id, customerType: first.customer.type },
      userId: user.id,
    };
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(
    LOGIN_CALLBACK_PATH,
    async (request, reply) => {
      const outcome = await completeLogin(request, reply, request.query, callbackUrl(request.url));
      if ('failed' in outcome) return reply.redirect(`/bank/login?error=${outcome.failed}`, 303);
      // A flow begun before the login goes on where it was left (server/storeflow).
      const resumed = await resumedFlowPage(app, request, reply, outcome.userId);
      return reply.redirect(resumed ?? '/bank/home', 303);
    },
  );

  app.serve(auth.ftnLoginComplete, async ({ input, request, reply }) => {
    const callback = new URL(LOGIN_CALLBACK_PATH, config.PUBLIC_URL);
    for (const [name, value] of Object.entries(input)) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    const outcome = await completeLogin(request, reply, input, callback);
    if ('failed' in outcome) throw new BankError('state', `errors.${outcome.failed}`, 401);
    return outcome.loggedIn;
  });

  app.serve(auth.logout, async ({ request, reply }) => {
    const session = await app.sessionOf(request, { touch: false });
    if (session) await sessions.end(session.id, 'logout');
    clearSessionCookie(reply, secure);
    return { LoggedOut: true as const };
  });

  app.serve(auth.ping, async () => ({ ExpiresInSeconds: config.SESSION_IDLE_SECONDS }));

  app.serve(auth.sessionStatus, async ({ request }) => {
    const result = await sessions.authenticate(request.cookies[SESSION_COOKIE], { touch: false });
    if ('session' in result) return { status: 'active' as const };
    if (result.status !== '') return { status: result.status };
    const underWay = await flows.isLoginUnderWay(request.cookies[LOGIN_FLOW_COOKIE]);
    return { status: underWay ? ('grant' as const) : ('' as const) };
  });

  app.serve(auth.accountSwitch, async ({ input, session }) => {
    const switched = await sessions.switchCustomer(session, input.CustomerId);
    if (!switched) throw new BankError('CustomerId', 'errors.access.notEntitled', 403);
    return {
      CustomerId: switched.customerId,
      customerType: switched.customerType,
      Name: switched.customerName,
    };
  });

  const startConfirmation = createConfirmationStart(app);
  app.serve(auth.startAuthentication, ({ input, session, request }) =>
    startConfirmation(session, input.auth, request.language),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    CONFIRMATION_CALLBACK_PATH,
    async (request, reply) => {
      const { state, error } = request.query;
      const flow = await flows.take(state ?? '', error ? 'cancel' : 'ok');
      if (!flow || !flow.nextUrl || !flow.errorUrl || !flow.cancelUrl)
        return reply.redirect('/bank/home', 303);
      if (error) return reply.redirect(withStatus(flow.cancelUrl, 'cancel'), 303);
      try {
        const identity = await confirmationClient.complete(callbackUrl(request.url), flow);
        const confirmingUser = identity.personalId
          ? await customers.userByPersonalId(identity.personalId)
          : undefined;
        if (!confirmingUser || confirmingUser.id !== flow.userId)
          throw new Error('Confirmed by another person');
        await carryOutConfirmed(app.services, flow);
      } catch (cause) {
        request.log.warn({ err: cause, kind: flow.kind }, 'confirmation failed');
        await flows.setStatus(flow.id, 'error');
        return reply.redirect(withStatus(flow.errorUrl, 'error'), 303);
      }
      return reply.redirect(withStatus(flow.nextUrl, 'ok'), 303);
    },
  );
}
