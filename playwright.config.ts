import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** The bank for the journeys: in-memory database, seeded fresh, its own port (`JOURNEY_PORT`). */
const BANK_PORT = Number(process.env.JOURNEY_PORT ?? 8181);
/** A second bank whose sessions idle out after eight seconds, for the timeout journey. */
export const SHORT_IDLE_PORT = BANK_PORT + 1;

const bank = (port: number, env: Record<string, string> = {}) => ({
  command: 'npx tsx scripts/start.ts',
  url: `http://127.0.0.1:${port}/api/auth/session-status`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // The journeys log in far more often than one person would: the login rate limit is raised.
  env: {
    PORT: String(port),
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where two cores run the bank, the browser and the runner; the list report
  // still names a journey that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${BANK_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'off',
  },
  // The journeys' sessions last the whole run (e2e/bank.ts `logIn` goes on in them).
  webServer: [
    bank(BANK_PORT, { SESSION_IDLE_SECONDS: '3600' }),
    bank(SHORT_IDLE_PORT, { SESSION_IDLE_SECONDS: '8' }),
  ],
});
