import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as calls from '../../api/quickLogin';
import { BankError } from '../bankError';
import { LOGIN_FLOW_COOKIE } from '../auth/routes';
import { identifiedUser } from '../identification/identifiedUser';
import { LOGIN_CALLBACK_PATH } from '../plugins/identification';
import { setSessionCookie } from '../plugins/sessions';
import { resumedFlowPage } from '../storeflow/routes';
import { createDevicePinService } from './devicePins';
import { createLoginTokenService } from './loginTokens';
import { createSmsLoginService } from './smsLogin';

/** The device's PIN token: HttpOnly, sent only to the identification calls, kept a year. */
export const DEVICE_COOKIE = 'vp_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The ways back in beside the login page's strong identification: the strong login's answer as a
 * one-time token, the SMS code to a customer's verified phone, and a PIN on a remembered device.
 */
export async function quickLoginSlice(app: FastifyInstance) {
  const { customers } = app.services;
  const tokens = createLoginTokenService(app.db, app.services.sessions, app.now);
  const sms = createSmsLoginService(app.db, app.now);
  const pins = createDevicePinService(app.db, app.now);
  const secure = app.config.COOKIE_SECURE;
  // The login's flow cookie and the device's token go only to the identification calls.
  const authCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/auth' };

  /**
   * A session for the person, and the page of a flow this browser kept before the login (it goes on
   * there, whichever way the person came in).
   */
  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    customerId: string,
    method: 'strong' | 'sms' | 'pin',
  ) {
    const { token, session } = await tokens.openSession(userId, customerId, method);
    setSessionCookie(reply, token, secure);
    const continueTo = await resumedFlowPage(app, request, reply, userId);
    return {
      CustomerId: session.customerId,
      customerType: session.customerType,
      ...(continueTo && { ContinueTo: continueTo }),
    };
  }

  app.serve(calls.authTupasComplete, async ({ input, request, reply }) => {
    reply.clearCookie(LOGIN_FLOW_COOKIE, authCookie);
    const callback = new URL(LOGIN_CALLBACK_PATH, app.config.PUBLIC_URL);
    for (const [name, value] of Object.entries(input)) {
      if (value !== undefined) callback.searchParams.set(name, value);
    }
    const identified = await identifiedUser(app.services, app.identification.login, {
      kind: 'Login',
      flowId: request.cookies[LOGIN_FLOW_COOKIE],
      answer: input,
      callback,
      log: request.log,
    });
    if ('failed' in identified) throw new BankError('state', `errors.${identified.failed}`, 401);
    const [first] = await customers.entitledCustomers(identified.user.id);
    if (!first) throw new BankError('state', 'errors.customer_not_found', 401);
    return { LoginToken: await tokens.issue(identified.user.id, first.customer.id, 'strong') };
  });

  app.serve(calls.authTupasToken, async ({ input, request, reply }) => {
    const taken = await tokens.take(input.LoginToken, 'strong');
    return logIn(request, reply, taken.userId, taken.customerId, 'strong');
  });

  app.serve(calls.authSmsStart, async ({ input, request }) => {
    await app.countIdentificationAttempt(request);
    return sms.start(input, request.language);
  });

  app.serve(calls.authSmsComplete, async ({ input }) => {
    const { userId, customerId } = await sms.complete(input.VerificationId, input.Code);
    return { LoginToken: await tokens.issue(userId, customerId, 'sms') };
  });

  app.serve(calls.authSmsToken, async ({ input, request, reply }) => {
    const taken = await tokens.take(input.LoginToken, 'sms');
    return logIn(request, reply, taken.userId, taken.customerId, 'sms');
  });

  app.serve(calls.pinSet, async ({ input, session, request, reply }) => {
    if (!(await tokens.isStrong(session.id))) {
      throw new BankError('Pin', 'quickLogin.refusals.strongLoginNeeded', 403);
    }
    const token = await pins.set(session.userId, request.cookies[DEVICE_COOKIE], input.Pin);
    reply.setCookie(DEVICE_COOKIE, token, { ...authCookie, maxAge: DEVICE_COOKIE_SECONDS });
    reply.setCookie(calls.PIN_MARKER_COOKIE, '1', {
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: DEVICE_COOKIE_SECONDS,
    });
    return { PinSet: true as const };
  });

  app.serve(calls.pinLogin, async ({ input, request, reply }) => {
    await app.countIdentificationAttempt(request);
    const { userId } = await pins.check(request.cookies[DEVICE_COOKIE], input.Pin);
    const [first] = await customers.entitledCustomers(userId);
    if (!first) throw new BankError('Pin', 'errors.customer_not_found', 401);
    return logIn(request, reply, userId, first.customer.id, 'pin');
  });
}
