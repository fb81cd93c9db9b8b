import { defineConfig } from '@playwright/test';
import { chromiumPath, journeyChromiumArgs } from './scripts/chromium.ts';

/** The first journey bank's port (`JOURNEY_PORT`); the others follow it. */
const BANK_PORT = Number(process.env.JOURNEY_PORT ?? 8181);
/** A bank whose sessions idle out after eight seconds, for the timeout journey. */
export const SHORT_IDLE_PORT = BANK_PORT + 1;
/**
 * Two workers, each with a bank of its own (in-memory database, seeded fresh): a journey never
 * sees another worker's bookings, and the journeys end in little more than half the time, as
 * they mostly wait on their bank and browser.
 */
const WORKERS = 2;
const workerBankPort = (worker: number) => (worker === 0 ? BANK_PORT : SHORT_IDLE_PORT + worker);
/** The address of the bank of the worker running a journey (`testInfo.parallelIndex`). */
export const workerBank = (worker: number) => `http://127.0.0.1:${workerBankPort(worker)}`;
/**
 * A bank whose clock a journey moves (`SANDBOX_CLOCK`), after the workers' banks: a day forward
 * would end every session of a shared bank and age its data under the other journeys.
 */
const CLOCK_PORT = workerBankPort(WORKERS - 1) + 1;
export const CLOCK_BANK = `http://127.0.0.1:${CLOCK_PORT}`;
/**
 * A bank for a journey that changes what the others rely on (Liisa's expired KYC, renewed), whose
 * clock no journey moves: on the clock's bank a day forward would end its sessions mid-journey.
 */
const OWN_STATE_PORT = CLOCK_PORT + 1;
export const OWN_STATE_BANK = `http://127.0.0.1:${OWN_STATE_PORT}`;

/** The system Chromium; a journey that needs more flags (a fake camera) adds to these. */
export const launchOptions = { executablePath: chromiumPath, args: journeyChromiumArgs };

// The journeys log in far more often than one person would: the login rate limit is raised.
const bank = (port: number, env: Record<string, string>) => ({
  port,
  env: {
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI, where two cores run the bank, the browser and the runner; the list report
  // still names a journey that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    launchOptions,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'off',
  },
  // The journeys' sessions last the whole run (e2e/bank.ts `logIn` goes on in them). The banks
  // start side by side (scripts/journeyBanks.ts): Playwright would start them one by one.
  webServer: {
    command: 'npx tsx scripts/journeyBanks.ts',
    wait: { stdout: /The journey banks are ready/ },
    // Five banks starting at once, beside the other test layers, on two cores.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      JOURNEY_BANKS: JSON.stringify([
        // SANDBOX_CLOCK also serves the sandbox's outbox, where journeys read their SMS codes;
        // no journey moves these banks' clocks.
        ...Array.from({ length: WORKERS }, (_, worker) =>
          bank(workerBankPort(worker), { SESSION_IDLE_SECONDS: '3600', SANDBOX_CLOCK: 'true' }),
        ),
        bank(SHORT_IDLE_PORT, { SESSION_IDLE_SECONDS: '8' }),
        bank(CLOCK_PORT, { SESSION_IDLE_SECONDS: '3600', SANDBOX_CLOCK: 'true' }),
        bank(OWN_STATE_PORT, { SESSION_IDLE_SECONDS: '3600' }),
      ]),
    },
  },
});
