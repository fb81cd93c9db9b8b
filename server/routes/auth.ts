import type { FastifyInstance, FastifyReply } from 'fastify';
import * as auth from '../../api/auth';
import { BankError } from '../plugins/errorHandler';
import {
  clearSessionCookie,
  requireSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../plugins/session';
import type { BankClient } from '../identification/bankClient';
import type { AuthFlow, AuthFlowService } from '../services/authFlows';
import type { CustomerService } from '../services/customers';
import type { SessionService } from '../services/sessions';
import { serveCall, sessionOf } from './route';

/** The cookie that ties an identification under way to the browser that started it. */
export const LOGIN_FLOW_COOKIE = 'vp_auth';

export const LOGIN_CALLBACK_PATH = '/api/auth/ftnlogincomplete';
export const LOGIN_PAGE_START_PATH = '/bank/login/identify';
export const CONFIRMATION_CALLBACK_PATH = '/api/auth/authentication-complete';

/** Carries out an operation once its customer has confirmed it; throws BankError to refuse. */
export type Confirmer = (flow: AuthFlow) => Promise<void>;

export interface AuthRoutesOptions {
  sessions: SessionService;
  flows: AuthFlowService;
  customers: CustomerService;
  bankClient: BankClient;
  /** The same client with the confirmation callback as its redirect address. */
  confirmationClient: BankClient;
  publicUrl: string;
  secureCookies: boolean;
  idleSeconds: number;
  loginAttemptsPerMinute: number;
  /** What each kind of confirmation does when confirmed (payments, security limits…). */
  confirmers: ReadonlyMap<string, Confirmer>;
}

function withStatus(path: string, status: 'ok' | 'error' | 'cancel'): string {
  const url = new URL(path, 'http://bank.invalid');
  url.searchParams.set('status', status);
  return `${url.pathname}${url.search}`;
}

function callbackUrl(publicUrl: string, rawUrl: string): URL {
  return new URL(rawUrl, publicUrl);
}

export async function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { sessions, flows, customers, bankClient, confirmationClient } = options;
  const cookie = { secure: options.secureCookies };
  const session = requireSession(sessions);
  const flowCookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: '/api/auth',
  };

  function failLogin(reply: FastifyReply, reason: string) {
    reply.clearCookie(LOGIN_FLOW_COOKIE, flowCookieOptions);
    return reply.redirect(`/bank/login?error=${reason}`, 303);
  }

  /** A new identification, tied to this browser by a cookie. */
  async function startLogin(reply: FastifyReply) {
    const request = await bankClient.authorizationRequest();
    const flow = await flows.startLogin(request);
    reply.setCookie(LOGIN_FLOW_COOKIE, flow.id, flowCookieOptions);
    return { SessionId: flow.id, IdentificationUrl: request.url };
  }

  await app.register(async (scope) => {
    await scope.register(import('@fastify/rate-limit'), { global: false });
    const rateLimit = { max: options.loginAttemptsPerMinute, timeWindow: '1 minute' };
    serveCall(scope, auth.ftnLoginStart, ({ reply }) => startLogin(reply), {
      routeConfig: { rateLimit },
    });
    // The login page's button is a plain form to this address, so it works before (or without)
    // the page's JavaScript: starting an identification changes nothing until it is completed.
    scope.get(LOGIN_PAGE_START_PATH, { config: { rateLimit } }, async (_request, reply) => {
      const { IdentificationUrl } = await startLogin(reply);
      return reply.redirect(IdentificationUrl, 303);
    });
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    LOGIN_CALLBACK_PATH,
    async (request, reply) => {
      const { state, error } = request.query;
      const flow = await flows.take(state ?? '', error ? 'cancel' : 'ok');
      if (!flow || flow.kind !== 'Login' || request.cookies[LOGIN_FLOW_COOKIE] !== flow.id) {
        return failLogin(reply, 'identification_failed');
      }
      if (error) return failLogin(reply, 'authentication_aborted');
      let identity;
      try {
        identity = await bankClient.complete(callbackUrl(options.publicUrl, request.url), flow);
      } catch (cause) {
        request.log.warn({ err: cause }, 'identification failed');
        await flows.setStatus(flow.id, 'error');
        return failLogin(reply, 'identification_failed');
      }
      const user = identity.personalId
        ? await customers.userByPersonalId(identity.personalId)
        : undefined;
      const [first] = user ? await customers.entitledCustomers(user.id) : [];
      if (!user || !first) return failLogin(reply, 'customer_not_found');
      const { token } = await sessions.create(user.id, first.customer.id);
      setSessionCookie(reply, token, cookie);
      reply.clearCookie(LOGIN_FLOW_COOKIE, flowCookieOptions);
      return reply.redirect('/bank/home', 303);
    },
  );

  serveCall(app, auth.logout, async ({ request, reply }) => {
    const result = await sessions.authenticate(request.cookies[SESSION_COOKIE], { touch: false });
    if ('session' in result) await sessions.end(result.session.id, 'logout');
    clearSessionCookie(reply, cookie);
    return { LoggedOut: true as const };
  });

  serveCall(app, auth.ping, async () => ({ ExpiresInSeconds: options.idleSeconds }), {
    authenticate: session,
  });

  serveCall(app, auth.sessionStatus, async ({ request }) => {
    const result = await sessions.authenticate(request.cookies[SESSION_COOKIE], { touch: false });
    if ('session' in result) return { status: 'active' as const };
    if (result.status !== '') return { status: result.status };
    const underWay = await flows.isLoginUnderWay(request.cookies[LOGIN_FLOW_COOKIE]);
    return { status: underWay ? ('grant' as const) : ('' as const) };
  });

  serveCall(
    app,
    auth.accountSwitch,
    async ({ input, request }) => {
      const switched = await sessions.switchCustomer(sessionOf(request), input.CustomerId);
      if (!switched)
        throw new BankError(
          'CustomerId',
          'Sinulla ei ole oikeutta asioida tämän asiakkaan puolesta.',
          403,
        );
      return {
        CustomerId: switched.customerId,
        customerType: switched.customerType,
        Name: switched.customerName,
      };
    },
    { authenticate: session },
  );

  serveCall(
    app,
    auth.startAuthentication,
    async ({ input, request }) => {
      const current = sessionOf(request);
      const flow = await flows.findPending(input.auth.AuthId, current);
      if (!flow || flow.kind !== input.auth.type) {
        throw new BankError(
          'auth.AuthId',
          'Vahvistettavaa toimenpidettä ei löytynyt tai se on vanhentunut.',
          404,
        );
      }
      const approval = (flow.payload as { approvalText?: unknown } | null)?.approvalText;
      const identification = await confirmationClient.authorizationRequest({
        bindingMessage: typeof approval === 'string' ? approval : undefined,
        loginHint: current.userId,
      });
      await flows.beginConfirmation(flow.id, {
        state: identification.state,
        nonce: identification.nonce,
        codeVerifier: identification.codeVerifier,
        nextUrl: input.auth.nextUrl,
        errorUrl: input.auth.errorUrl,
        cancelUrl: input.auth.cancelUrl,
      });
      return { IdentificationUrl: identification.url };
    },
    { authenticate: session },
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
        const identity = await confirmationClient.complete(
          callbackUrl(options.publicUrl, request.url),
          flow,
        );
        const confirmingUser = identity.personalId
          ? await customers.userByPersonalId(identity.personalId)
          : undefined;
        if (!confirmingUser || confirmingUser.id !== flow.userId)
          throw new Error('Confirmed by another person');
        const confirm = options.confirmers.get(flow.kind);
        if (!confirm) throw new Error(`No confirmer for ${flow.kind}`);
        await confirm(flow);
      } catch (cause) {
        request.log.warn({ err: cause, kind: flow.kind }, 'confirmation failed');
        await flows.setStatus(flow.id, 'error');
        return reply.redirect(withStatus(flow.errorUrl, 'error'), 303);
      }
      return reply.redirect(withStatus(flow.nextUrl, 'ok'), 303);
    },
  );
}
