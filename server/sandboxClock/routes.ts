import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/sandboxClock';
import { runBankJobs } from '../jobs';
import type { SandboxClock } from './clock';

/**
 * The sandbox clock's calls, registered only when the bank runs with `SANDBOX_CLOCK=true`.
 * Moving forward runs the hourly jobs at once, so what fell due meanwhile is booked as it would
 * have been.
 */
export async function sandboxClockSlice(app: FastifyInstance, { clock }: { clock: SandboxClock }) {
  app.serve(calls.sandboxClock, async () => clock.state());
  app.serve(calls.sandboxClockAdvance, async ({ input }) => {
    clock.advance(input.Hours);
    await runBankJobs(app);
    return clock.state();
  });
  app.serve(calls.sandboxClockReset, async () => {
    clock.reset();
    return clock.state();
  });
}
