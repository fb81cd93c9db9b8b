import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A pool's end() resolves before its sockets have closed; a forced drop while they are still
 * saying goodbye would cut them and surface as an uncaught error in the closing process.
 */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) return;
    await sleep(100);
  }
}

/**
 * A fresh database of its own on the PostgreSQL server, so a test or bench run leaves the shared
 * one and its neighbours alone. `prefix` names who made it, should a drop ever be missed.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: 'bank_test' | 'bank_bench',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withServer(serverUrl, async (client) => {
        await untilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
