/**
 * The sandbox clock: tests move the bank's time forward (a pending limit's 24 hours, KYC expiry,
 * due dates) instead of waiting. Not calls of the catalogue: the bank serves them only when it
 * runs with `SANDBOX_CLOCK=true`, which the configuration refuses beside anything that marks
 * production (server/config.ts); otherwise their paths are unknown (404).
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { noPayload } from './wire';

const group: CallGroup = 'bank';

/** At most a year and a day at once: KYC expiry and every due date of the demo fit in it. */
export const MAX_CLOCK_MOVE_HOURS = 366 * 24;

/** The bank's time now, and how far it runs ahead of the real clock. */
export const sandboxClockState = z.object({
  Now: z.iso.datetime({ offset: true }),
  AheadHours: z.number(),
});

// Who moves the clock: anyone identified in the sandbox (a journey, a tester), never without a
// session. It moves the whole bank's time, so it is a sandbox's tool and never a customer's page.
const policy = { access: 'session' } as const;

export const sandboxClock = defineCall({
  group,
  name: 'sandbox-clock',
  method: 'GET',
  request: noPayload,
  response: sandboxClockState,
  policy: { ...policy, summary: 'Sandbox only: the bank’s time and how far it runs ahead.' },
});

export const sandboxClockAdvance = defineCall({
  group,
  name: 'sandbox-clock-advance',
  request: z.object({
    /** Hours forward; a quarter of an hour is 0.25. */
    Hours: z
      .number({ error: code('errors.validation.invalidType') })
      .min(0.01, code('errors.validation.tooSmall', { min: 0.01 }))
      .max(MAX_CLOCK_MOVE_HOURS, code('errors.validation.tooLarge', { max: MAX_CLOCK_MOVE_HOURS })),
  }),
  response: sandboxClockState,
  policy: {
    ...policy,
    summary:
      'Sandbox only: moves the bank’s time forward, then books what fell due (future payments, interest).',
  },
});

export const sandboxClockReset = defineCall({
  group,
  name: 'sandbox-clock-reset',
  request: noPayload,
  response: sandboxClockState,
  policy: { ...policy, summary: 'Sandbox only: the bank’s time is the real time again.' },
});

/** The sandbox clock's calls, served and published only with `SANDBOX_CLOCK=true`. */
export const SANDBOX_CLOCK_CALLS = [sandboxClock, sandboxClockAdvance, sandboxClockReset];
