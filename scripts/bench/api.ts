import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProcess } from './bankProcess';
import { logInOverHttp } from './httpLogin';
import type { Figure } from './report';

const DURATION_SECONDS = 8;
const CONNECTIONS = 10;

async function load(url: string, headers: Record<string, string>) {
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

function figures(name: string, result: { rps: number; p99: number; errors: number }): Figure[] {
  return [
    {
      section: `API under load (${CONNECTIONS} connections, ${DURATION_SECONDS} s, 127.0.0.1)`,
      name: `${name}: requests/s`,
      value: result.rps.toFixed(0),
    },
    {
      section: `API under load (${CONNECTIONS} connections, ${DURATION_SECONDS} s, 127.0.0.1)`,
      name: `${name}: p99 latency`,
      value: `${result.p99} ms${result.errors ? ` (${result.errors} errors)` : ''}`,
    },
  ];
}

/** `accounts` for a logged-in session on each database, beside a bare Fastify route. */
export async function benchApi(): Promise<Figure[]> {
  const out: Figure[] = [];
  const bare = await startProcess('scripts/bench/bareFastify.ts', { PORT: '8199' });
  out.push(...figures('bare Fastify route', await load(`${bare.url}/bare`, {})));
  await bare.stop();

  const engines: [string, Record<string, string>][] = [
    ['accounts on PGlite', { DATA_DIR: ':memory:' }],
  ];
  if (process.env.DATABASE_URL)
    engines.push(['accounts on PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]);
  for (const [name, env] of engines) {
    const bank = await startProcess('server/main.ts', {
      PORT: '8191',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    });
    const cookie = await logInOverHttp(bank.url, 'Aino Virtanen');
    out.push(
      ...figures(
        name,
        await load(`${bank.url}/api/bank/accounts`, { cookie, 'x-requested-with': 'verkkopankki' }),
      ),
    );
    await bank.stop();
  }
  if (!process.env.DATABASE_URL) {
    out.push({
      section: out[0]!.section,
      name: 'accounts on PostgreSQL',
      value: 'skipped: set DATABASE_URL',
    });
  }
  return out;
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
