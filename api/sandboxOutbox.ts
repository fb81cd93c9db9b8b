/**
 * The sandbox's outbox as a call: the SMS and e-mail the bank has "sent" to the logged-in
 * customer's recipients, newest first, so that a journey can read an SMS code. Not a call of the
 * catalogue: served only beside the sandbox clock (`SANDBOX_CLOCK=true`, which the configuration
 * refuses in production); otherwise unknown (404).
 */
import { z } from 'zod';
import { defineCall } from './call';
import { noPayload } from './wire';

export const sandboxOutbox = defineCall({
  group: 'bank',
  name: 'sandbox-outbox',
  method: 'GET',
  request: noPayload,
  response: z.array(
    z.object({
      Channel: z.enum(['sms', 'email']),
      Recipient: z.string(),
      Body: z.string(),
      SentAt: z.iso.datetime({ offset: true }),
    }),
  ),
  policy: {
    summary: 'Sandbox only: the latest messages sent for the logged-in customer.',
    access: 'session',
  },
});

export const SANDBOX_OUTBOX_CALLS = [sandboxOutbox];
