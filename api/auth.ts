import { z } from 'zod';
import { code } from '../domain/errors/message';
import { CONFIRMATION_TYPES, DATA_TAGS, defineCall, type CallGroup } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'auth';

/** The strong-authentication session response of the spec. */
export const identificationStart = z.object({
  SessionId: z.string(),
  IdentificationUrl: z.string(),
});

export const ftnLoginStart = defineCall({
  group,
  name: 'ftnloginstart',
  request: noPayload,
  response: identificationStart,
  policy: {
    summary: 'Starts a login by strong identification; answers where to send the browser.',
    access: 'public',
  },
});

/**
 * Completes a login with the parameters the identification broker sent back, for a client that
 * receives them itself (the browser's own return is the GET callback of the same address).
 */
/** What the identification broker sends back to the redirect address (OpenID Connect). */
export const brokerAnswer = z.object({
  state: z.string().max(200),
  code: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

export const ftnLoginComplete = defineCall({
  group,
  name: 'ftnlogincomplete',
  request: brokerAnswer,
  response: z.object({ CustomerId: z.uuid(), customerType: z.enum(['Person', 'Company']) }),
  policy: {
    summary: 'Completes a login with the broker’s answer; the session cookie comes with it.',
    access: 'public',
  },
});

export const logout = defineCall({
  group,
  name: 'logout',
  method: 'GET',
  request: noPayload,
  response: z.object({ LoggedOut: z.literal(true) }),
  policy: { summary: 'Ends the session.', access: 'public' },
});

/** Refreshes the session (any customer action also does). */
export const ping = defineCall({
  group,
  name: 'ping',
  request: noPayload,
  response: z.object({ ExpiresInSeconds: z.int() }),
  policy: { summary: 'Keeps the session alive.', access: 'session' },
});

export const SESSION_STATUSES = ['active', 'timeout', 'expired', 'spent', 'grant', ''] as const;

/** The 120-second check; answering it never extends the session. */
export const sessionStatus = defineCall({
  group,
  name: 'session-status',
  method: 'GET',
  request: noPayload,
  response: z.object({ status: z.enum(SESSION_STATUSES) }),
  policy: {
    summary: 'The session’s status, checked every 120 seconds; never extends the session.',
    access: 'public',
    reads: [],
    cache: 'never',
    statusIsData: true,
  },
});

export const customerSummary = z.object({
  CustomerId: z.uuid(),
  customerType: z.enum(['Person', 'Company']),
  Name: z.string(),
});

export const accountSwitch = defineCall({
  group,
  name: 'account-switch',
  request: z.object({ CustomerId: entityId }),
  response: customerSummary,
  policy: {
    summary: 'Switches the session to another customer the person may act for.',
    access: 'session',
    changes: DATA_TAGS,
  },
});

const BANK_ORIGIN = 'http://bank.invalid';

/** Where the web bank's pages live: the bank, and the landing page's loan application. */
const WEB_BANK_PREFIXES = ['/bank/', '/landing/'];

/** The address as the browser will resolve it, when it is a page of the web bank; else null. */
export function bankPagePath(value: string): string | null {
  if (value.length > 2000 || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, BANK_ORIGIN);
  } catch {
    return null;
  }
  // Parsed, so `/.//evil.example/` is seen as the `//evil.example/` it becomes.
  const { pathname } = url;
  if (url.origin !== BANK_ORIGIN || !WEB_BANK_PREFIXES.some((p) => pathname.startsWith(p))) {
    return null;
  }
  return `${url.pathname}${url.search}`;
}

/** A page of the web bank to come back to, kept as parsed: never another site. */
export const returnPath = z
  .string()
  .refine((value) => bankPagePath(value) !== null, code('errors.validation.returnPath'))
  .overwrite((value) => bankPagePath(value) ?? value);

/**
 * Starts the strong confirmation of an operation the server prepared earlier (`AuthId` is that
 * operation's SessionId). The browser goes to IdentificationUrl and comes back to one of the
 * three addresses with `status=ok|error|cancel`.
 */
export const startAuthentication = defineCall({
  group,
  name: 'start-authentication',
  request: z.object({
    auth: z.object({
      nextUrl: returnPath,
      errorUrl: returnPath,
      cancelUrl: returnPath,
      AuthId: entityId,
      type: z.enum(CONFIRMATION_TYPES),
    }),
  }),
  response: z.object({ IdentificationUrl: z.string() }),
  policy: {
    summary:
      'Starts the strong confirmation of a prepared operation; answers where to send the browser.',
    // Who may act was decided when the operation was prepared (a payment needs `act`; a new loan
    // applicant, whose KYC the signature completes, only their session); the flow is theirs alone.
    access: 'session',
  },
});
