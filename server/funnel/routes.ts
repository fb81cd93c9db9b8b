import type { FastifyInstance } from 'fastify';
import { funnelSteps } from '../../api/funnel';

/**
 * Funnel tracking. The sandbox has no analytics service behind it (production sends the gtm
 * object on to its tag manager): it logs each step at info level as `funnel` with the flow, and
 * keeps nothing. The steps name pages, never a person, so no customer is logged beside them.
 */
export async function funnelSlice(app: FastifyInstance) {
  app.serve(funnelSteps, async ({ input, request }) => {
    request.log.info({ funnel: { flow: input.Flow, steps: input.gtm.steps } }, 'funnel steps');
    return { Recorded: input.gtm.steps };
  });
}
