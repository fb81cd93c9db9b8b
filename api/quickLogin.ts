/**
 * The ways back in beside the strong login's own call: a one-time token exchanged for the
 * session, the SMS code to a customer's verified phone, and a PIN on a remembered device. A login
 * by SMS code or PIN is not strong customer authentication: confirmed operations still ask for
 * strong identification.
 */
import { z } from 'zod';
import { phoneCodeSchema } from '../domain/customer/ownDetails';
import { newPinSchema, pinSchema, smsLoginStartSchema } from '../domain/customer/registration';
import { code } from '../domain/errors/message';
import { brokerAnswer, returnPath } from './auth';
import { defineCall, type CallGroup } from './call';

const group: CallGroup = 'auth';

const loggedIn = z.object({
  CustomerId: z.uuid(),
  customerType: z.enum(['Person', 'Company']),
  /** The bank page of a flow this browser kept before the login (storeflow), to go on there. */
  ContinueTo: returnPath.optional(),
});
export type LoggedIn = z.output<typeof loggedIn>;
const loginToken = z.object({ LoginToken: z.string() });
const tokenRequest = z.object({
  LoginToken: z.string({ error: code('quickLogin.refusals.token') }).max(200, {
    error: code('quickLogin.refusals.token'),
  }),
});

export const authTupasComplete = defineCall({
  group,
  name: 'auth-tupas-complete',
  request: brokerAnswer,
  response: loginToken,
  policy: {
    summary:
      'Completes a strong login with the broker’s answer; answers a one-time token for auth-tupas-token.',
    access: 'public',
  },
});

export const authTupasToken = defineCall({
  group,
  name: 'auth-tupas-token',
  request: tokenRequest,
  response: loggedIn,
  policy: {
    summary: 'Exchanges a strong login’s one-time token (valid a minute) for the session cookie.',
    access: 'public',
    perMinute: 20,
  },
});

export const authSmsStart = defineCall({
  group,
  name: 'auth-sms-start',
  request: smsLoginStartSchema,
  response: z.object({ VerificationId: z.uuid(), ExpiresAt: z.iso.datetime({ offset: true }) }),
  policy: {
    summary:
      'Sends a 4-digit login code by SMS when the henkilötunnus and phone are a customer’s; answers alike either way.',
    access: 'public',
  },
});

export const authSmsComplete = defineCall({
  group,
  name: 'auth-sms-complete',
  request: z.object({
    VerificationId: z.uuid({ error: code('errors.validation.invalidId') }),
    Code: phoneCodeSchema,
  }),
  response: loginToken,
  policy: {
    summary:
      'Checks the SMS login code (once, 10 minutes, at most 5 wrong tries); answers a one-time token for auth-sms-token.',
    access: 'public',
    perMinute: 20,
  },
});

export const authSmsToken = defineCall({
  group,
  name: 'auth-sms-token',
  request: tokenRequest,
  response: loggedIn,
  policy: {
    summary:
      'Exchanges an SMS login’s one-time token for the session cookie; the session is not strongly authenticated.',
    access: 'public',
    perMinute: 20,
  },
});

/**
 * Set beside the device's PIN token: a cookie the login page may read (it holds no secret), so the
 * page offers the PIN without asking the bank anything first.
 */
export const PIN_MARKER_COOKIE = 'vp_pin';

export const pinSet = defineCall({
  group,
  name: 'pin-set',
  request: z.object({ Pin: newPinSchema }),
  response: z.object({ PinSet: z.literal(true) }),
  policy: {
    summary: 'Sets a 4-digit PIN for this device; only in a session opened by strong login.',
    access: 'session',
    perMinute: 5,
  },
});

export const pinLogin = defineCall({
  group,
  name: 'pin-login',
  request: z.object({ Pin: pinSchema }),
  response: loggedIn,
  policy: {
    summary:
      'Logs in with this device’s PIN; three wrong PINs lock it until the next strong login. Not strong authentication.',
    access: 'public',
    perMinute: 10,
  },
});
