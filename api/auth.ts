import { z } from 'zod';
import { defineCall, type CallGroup } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'auth';

/** The strong-authentication session response of the spec. */
export const identificationStart = z.object({
  SessionId: z.string(),
  IdentificationUrl: z.string(),
});

export const ftnLoginStart = defineCall(
  group,
  'ftnloginstart',
  'POST',
  noPayload,
  identificationStart,
);

export const logout = defineCall(
  group,
  'logout',
  'GET',
  noPayload,
  z.object({ LoggedOut: z.literal(true) }),
);

/** Refreshes the session (any customer action also does). */
export const ping = defineCall(
  group,
  'ping',
  'POST',
  noPayload,
  z.object({ ExpiresInSeconds: z.int() }),
);

export const SESSION_STATUSES = ['active', 'timeout', 'expired', 'spent', 'grant', ''] as const;

/** The 120-second check; answering it never extends the session. */
export const sessionStatus = defineCall(
  group,
  'session-status',
  'GET',
  noPayload,
  z.object({ status: z.enum(SESSION_STATUSES) }),
  { statusIsData: true },
);

export const customerSummary = z.object({
  CustomerId: z.uuid(),
  customerType: z.enum(['Person', 'Company']),
  Name: z.string(),
});

export const accountSwitch = defineCall(
  group,
  'account-switch',
  'POST',
  z.object({ CustomerId: entityId }),
  customerSummary,
);

export const AUTHENTICATION_TYPES = [
  'Login',
  'SepaPayment',
  'FuturePaymentEdit',
  'PaymentControlsConsumer',
  'PaymentControlsCompany',
] as const;

/** A path inside the bank to come back to; never another site. */
const returnPath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Paluuosoitteen pitää olla pankin oma sivu');

/**
 * Starts the strong confirmation of an operation the server prepared earlier (`AuthId` is that
 * operation's SessionId). The browser goes to IdentificationUrl and comes back to one of the
 * three addresses with `status=ok|error|cancel`.
 */
export const startAuthentication = defineCall(
  group,
  'start-authentication',
  'POST',
  z.object({
    auth: z.object({
      nextUrl: returnPath,
      errorUrl: returnPath,
      cancelUrl: returnPath,
      AuthId: entityId,
      type: z.enum(AUTHENTICATION_TYPES),
    }),
  }),
  z.object({ IdentificationUrl: z.string() }),
);
