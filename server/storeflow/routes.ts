import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as calls from '../../api/storeflow';
import { bankPagePath } from '../../api/auth';
import { resumePageOf, STORED_FLOW_MINUTES } from '../../domain/flows/storedFlow';
import { BankError } from '../bankError';
import type { KeptFlow } from './storedFlows';

/** Ties a flow kept before the login to the browser that began it. */
export const STORED_FLOW_COOKIE = 'vp_flow';

/**
 * Sent with the API's calls, not the pages: the kept flow's call and every identification's
 * return (the login's, and an applicant's under /api/loan-application) take it.
 */
const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/api',
});

/**
 * After a strong identification in this browser: the flow it kept, now the person's, with its
 * id; null when it kept none (or it expired).
 */
export async function takeKeptFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<{ flowId: string; flow: KeptFlow } | null> {
  const flowId = request.cookies[STORED_FLOW_COOKIE];
  if (flowId === undefined) return null;
  reply.clearCookie(STORED_FLOW_COOKIE, cookieOptions(app.config.COOKIE_SECURE));
  const flow = await app.services.storedFlows.take(flowId, userId);
  return flow && { flowId, flow };
}

/**
 * After a strong login in this browser: the page of the flow it kept, or null when it kept none
 * (or it expired). Only a page of the web bank, as parsed, is ever answered.
 */
export async function resumedFlowPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string | null> {
  const kept = await takeKeptFlow(app, request, reply, userId);
  return kept && bankPagePath(resumePageOf(kept.flowId, kept.flow));
}

/**
 * Flows that survive the login: a visitor's choice is kept before it and read again by the page
 * the login leads to; a visitor sees the term deposit offers the customers see.
 */
export async function storeflowSlice(app: FastifyInstance) {
  const { storedFlows, termDeposits } = app.services;

  app.serve(calls.storeFlow, async ({ input, request, reply }) => {
    const kept = await storedFlows.keep(request.cookies[STORED_FLOW_COOKIE], input);
    reply.setCookie(STORED_FLOW_COOKIE, kept.id, {
      ...cookieOptions(app.config.COOKIE_SECURE),
      maxAge: STORED_FLOW_MINUTES * 60,
    });
    return { FlowId: kept.id, ExpiresAt: kept.expiresAt.toISOString() };
  });

  app.serve(calls.storedFlowRead, async ({ input, session }) => {
    const flow = await storedFlows.read(input.FlowId, session.userId);
    if (!flow) throw new BankError('FlowId', 'opening.flow.notKept', 404);
    return { FlowId: input.FlowId, Flow: flow };
  });

  app.serve(calls.termDepositPublicCalc, async () => termDeposits.offers());
  app.serve(calls.termDepositPublicOffer, async ({ input }) =>
    termDeposits.quote(input.Amount, input.DurationInMonths),
  );
}
