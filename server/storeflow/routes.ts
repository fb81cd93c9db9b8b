import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as calls from '../../api/storeflow';
import { bankPagePath } from '../../api/auth';
import { resumePageOf, STORED_FLOW_MINUTES } from '../../domain/flows/storedFlow';
import { BankError } from '../bankError';

/** Ties a flow kept before the login to the browser that began it. */
export const STORED_FLOW_COOKIE = 'vp_flow';

/** Sent with the calls of the auth group only: the kept flow's call and the login's return. */
const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/api/auth',
});

/**
 * After a strong login in this browser: the page of the flow it kept, now the person's, or null
 * when it kept none (or it expired). Only a page of the web bank, as parsed, is ever answered.
 */
export async function resumedFlowPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string | null> {
  const flowId = request.cookies[STORED_FLOW_COOKIE];
  if (flowId === undefined) return null;
  reply.clearCookie(STORED_FLOW_COOKIE, cookieOptions(app.config.COOKIE_SECURE));
  const flow = await app.services.storedFlows.take(flowId, userId);
  return flow && bankPagePath(resumePageOf(flowId, flow));
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
