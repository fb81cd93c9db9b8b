import type { FastifyInstance } from 'fastify';
import { bookDuePayments } from '../payments/futurePayments';
import { bankDay } from '../services/bankDay';
import { accrueInterest } from './interest';
import { advanceFundedInvoices } from '../invoiceFunding/advanceInvoices';

const HOUR_MS = 60 * 60 * 1000;

/** The hourly jobs, by name, on the bank's clock. */
const bankJobs = ({ db, now }: FastifyInstance) =>
  [
    ['booking due payments', () => bookDuePayments(db, bankDay(now()), now())],
    ['savings interest accrual', () => accrueInterest(db, now())],
    ['funded invoices advancing', () => advanceFundedInvoices(db, now())],
  ] as const;

/** Every job once, now: the sandbox clock runs them after moving the bank's time. */
export async function runBankJobs(app: FastifyInstance): Promise<void> {
  for (const [, job] of bankJobs(app)) await job();
}

/**
 * The bank's jobs, run at start and then every hour: future payments whose day has come are
 * booked; savings interest is brought up to date (a no-op until the date turns, which needs no
 * midnight timer to survive clock changes). Every replica may run them: each item books once.
 */
export async function jobs(app: FastifyInstance) {
  const { log } = app;
  const inFlight = new Set<Promise<unknown>>();
  const run = (name: string, job: () => Promise<unknown>) => () => {
    const ran = app.metrics?.startJobRun(name);
    const running = job()
      .then(
        () => ran?.('ok'),
        (err: unknown) => {
          ran?.('failed');
          log.error({ err }, `${name} failed`);
        },
      )
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
    return running;
  };
  const hourly = bankJobs(app).map(([name, job]) => run(name, job));
  const timers: NodeJS.Timeout[] = [];
  // Started, not awaited: Fastify stops a server whose onReady takes over 10 s, and a first run
  // can take longer (a backlog after a pause, or another replica booking the same customers'
  // payments under the same locks). The server listens meanwhile; closing waits for the run.
  app.addHook('onReady', async () => {
    for (const job of hourly) {
      void job();
      timers.push(setInterval(job, HOUR_MS).unref());
    }
  });
  // A run under way finishes before the database closes (the server stops first, then this).
  app.addHook('onClose', async () => {
    timers.forEach(clearInterval);
    await Promise.all(inFlight);
  });
}
