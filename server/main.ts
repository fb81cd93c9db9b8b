/**
 * Starts the sandbox bank: configuration, database (migrated), demo customers on first start,
 * the API and the built web bank on one port (and the metrics on another, when configured).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { databaseLocation, openDatabase } from './db/database';
import { isSeeded, seedDemoBank } from './seed';

const startedAt = performance.now();

const config = loadConfigOrExit();

const database = await openDatabase(databaseLocation(config));
if (!(await isSeeded(database.db))) await seedDemoBank(database.db, new Date());

const webRoot = resolve(import.meta.dirname, '../dist/app');
const app = await buildApp({
  config,
  db: database.db,
  webRoot: existsSync(resolve(webRoot, 'index.html')) ? webRoot : undefined,
});

/**
 * Graceful shutdown, as a replica behind a proxy needs it: no new connections; requests already
 * in flight (and a job's run) finish, while readiness and new requests on open connections get
 * 503; then the metrics listener and the database close. A second signal while that runs changes
 * nothing.
 */
let closing: Promise<void> | undefined;
const shutdown = (signal: NodeJS.Signals) => {
  closing ??= (async () => {
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  })();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const metricsLine = app.metricsUrl ? `Metrics for Prometheus: ${app.metricsUrl}\n` : '';
console.log(`
The bank is running: ${config.PUBLIC_URL}/bank/login  (${seconds} s, ${database.engine})
Log in: pick a demo customer on the sandbox identification page.
${metricsLine}`);
