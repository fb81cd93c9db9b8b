import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { postings } from '../../server/db/schema';
import { createScratchDatabase } from '../../server/testing/scratchDatabase';
import { runProcess, startProcess } from './bankProcess';
import { withAinoLoggedIn } from './httpLogin';
import type { Figure } from './report';

const DURATION_SECONDS = 8;
const CONNECTIONS = 10;
const SECTION = `API under load (${CONNECTIONS} connections, ${DURATION_SECONDS} s, 127.0.0.1)`;
const CSRF = { 'x-requested-with': 'verkkopankki' };
/** The large seed writes about this many postings per generated customer and month (measured). */
const POSTINGS_PER_CUSTOMER_MONTH = 59;
const LARGE_MONTHS = 24;

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', ...headers },
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function figures(name: string, result: Load): Figure[] {
  const errors = result.errors ? ` (${result.errors} errors)` : '';
  return [
    { section: SECTION, name: `${name}: requests/s`, value: result.rps.toFixed(0) },
    { section: SECTION, name: `${name}: p99 latency`, value: `${result.p99} ms${errors}` },
  ];
}

/** A figure held to a goal: met when `met`, else printed FAIL. */
function goal(name: string, value: string, target: string, met: boolean): Figure {
  return { section: SECTION, name, value, target, failed: !met };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

/** Starts a script on the database, loads `path` with the cookie, stops it. */
async function measure(
  script: string,
  path: string,
  env: Record<string, string>,
  cookie?: string,
): Promise<Load> {
  const server = await startProcess(script, { PORT: '8191', ...env }, path);
  try {
    return await load(`${server.url}${path}`, cookie ? { cookie, ...CSRF } : {});
  } finally {
    await server.stop();
  }
}

/** `accounts` for Aino, logged in over HTTP to a bank process on the database; keeps the cookie. */
const accountsRead = (env: Record<string, string>) =>
  withAinoLoggedIn(8191, env, async (bank, cookie) => ({
    cookie,
    result: await load(`${bank.url}/api/bank/accounts`, { cookie, ...CSRF }),
  }));

async function postingsIn(url: string): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const [row] = await database.db.select({ n: count() }).from(postings);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** The goals on PostgreSQL: the floor, bare node:http, 1× and ~100× the demo's postings. */
async function onPostgres(serverUrl: string, bareHttp: Load): Promise<Figure[]> {
  const scratch = await createScratchDatabase(serverUrl, 'bank_bench');
  try {
    const env = { DATABASE_URL: scratch.url };
    const demo = await accountsRead(env);
    const floor = await measure('scripts/bench/floorRoute.ts', '/floor', env, demo.cookie);
    const demoPostings = await postingsIn(scratch.url);

    // The same database emptied and seeded again: the demo and enough generated customers.
    const customers = Math.ceil((99 * demoPostings) / (POSTINGS_PER_CUSTOMER_MONTH * LARGE_MONTHS));
    await runProcess('server/seed/reset.ts', env, [
      `--customers=${customers}`,
      `--months=${LARGE_MONTHS}`,
    ]);
    const factor = (await postingsIn(scratch.url)) / demoPostings;
    const large = await accountsRead(env);

    const { rps, p99 } = demo.result;
    return [
      ...figures('floor route (Fastify + session + one SELECT), PostgreSQL', floor),
      ...figures('accounts on PostgreSQL', demo.result),
      goal('accounts / floor route', percent(rps, floor.rps), '≥ 50 %', rps >= floor.rps / 2),
      goal(
        'accounts / bare node:http',
        percent(rps, bareHttp.rps),
        '≥ 10 %',
        rps >= bareHttp.rps / 10,
      ),
      goal('accounts on PostgreSQL: p99', `${p99} ms`, '≤ 10 ms', p99 <= 10),
      {
        section: SECTION,
        name: 'large bank: postings',
        value: `${factor.toFixed(0)}× the demo's ${demoPostings}`,
      },
      ...figures(`accounts on PostgreSQL at ${factor.toFixed(0)}×`, large.result),
      goal(
        `accounts p99 at ${factor.toFixed(0)}× / at 1×`,
        `${(large.result.p99 / p99).toFixed(2)}×`,
        '≤ 1.5×',
        large.result.p99 <= 1.5 * p99,
      ),
    ];
  } finally {
    await scratch.drop();
  }
}

/**
 * `accounts` for a logged-in customer beside a bare `node:http` server and, on PostgreSQL, the
 * floor route; the goals hold on PostgreSQL only (PGlite's figures are printed without them).
 */
export async function benchApi(): Promise<Figure[]> {
  const bareHttp = await measure('scripts/bench/bareNodeHttp.ts', '/bare', {});
  const out = [
    ...figures('bare node:http', bareHttp),
    ...figures('accounts on PGlite', (await accountsRead({ DATA_DIR: ':memory:' })).result),
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    out.push({ section: SECTION, name: 'PostgreSQL', value: 'skipped: set DATABASE_URL' });
    return out;
  }
  return [...out, ...(await onPostgres(serverUrl, bareHttp))];
}

/** `npm start` from nothing to its first answer: a new data folder (migrate + seed), then a restart. */
export async function benchColdStart(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-bench-'));
  try {
    const first = await startProcess('scripts/start.ts', { PORT: '8192', DATA_DIR: dataDir });
    await first.stop();
    const again = await startProcess('scripts/start.ts', { PORT: '8192', DATA_DIR: dataDir });
    await again.stop();
    const section = 'Start-up (npm start to the first answered request, app already built)';
    return [
      {
        section,
        name: 'first start: new PGlite folder, migrate, seed',
        value: `${(first.startMs / 1000).toFixed(2)} s`,
      },
      {
        section,
        name: 'restart on an existing folder',
        value: `${(again.startMs / 1000).toFixed(2)} s`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
