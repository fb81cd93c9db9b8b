/**
 * Funnel tracking (spec §3, §7: 'a mutation with a gtm object holding a steps list'): the steps
 * of the application flows (the card application, opening an account or a term deposit) as
 * their pages are reached. The catalogue names no path for it: ours, in its words. The loan
 * application reports its own funnel with its application (`loan-application/register`).
 */
import { z } from 'zod';
import { FUNNEL_FLOWS } from '../domain/customer/funnel';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';

const group: CallGroup = 'bank';

/** A funnel step's name: a word of the web bank's own, never free text. */
export const funnelStepName = z
  .string({ error: code('errors.validation.invalidType') })
  .regex(/^[A-Za-z0-9_-]{1,60}$/, code('errors.validation.invalidFormat'));

export const funnelSteps = defineCall({
  group,
  name: 'funnel-steps',
  request: z.object({
    Flow: z.enum(FUNNEL_FLOWS, { error: code('errors.validation.invalidChoice') }),
    gtm: z.object({ steps: z.array(funnelStepName).min(1).max(20) }),
  }),
  response: z.object({ Recorded: z.array(z.string()) }),
  policy: {
    summary:
      'Records that the application flow’s steps were reached: the sandbox logs them, with no customer.',
    access: 'public',
    perMinute: 60,
  },
});
