/**
 * The journeys' banks, started side by side: Playwright starts its web servers one after another,
 * and a bank's start (migrations, demo customers) takes long enough on two cores that three in a
 * row held the journeys back by a minute. The web bank is built first, once, and every bank starts
 * from one snapshot of the seeded demo bank (`DATA_SNAPSHOT`), not migrating on its own; `npm test`
 * makes both while its checks run. Ready when every bank answers; on SIGTERM the banks stop with it.
 *
 * The banks come in `JOURNEY_BANKS`: a JSON list of `{ port, env }` (see playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { demoBankSnapshots } from '../server/testing/seededSnapshot';
import { buildWhenStale } from './freshBuild';

interface JourneyBank {
  port: number;
  env: Record<string, string>;
}

const banks = JSON.parse(process.env.JOURNEY_BANKS ?? '[]') as JourneyBank[];
const mainModule = resolve(import.meta.dirname, '../server/main.ts');
let stopping = false;
let removeSnapshots = () => {};

function startBank({ port, env }: JourneyBank, snapshot: string): ChildProcess {
  const bank = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, ...env, PORT: String(port), DATA_SNAPSHOT: snapshot },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bank.on('exit', (code) => {
    if (stopping) return;
    console.error(`The journey bank on port ${port} ended (${code ?? 'signal'})`);
    stopAll(1);
  });
  return bank;
}

async function answering(port: number): Promise<void> {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/auth/session-status`);
      return;
    } catch {
      await delay(250);
    }
  }
}

let running: ChildProcess[] = [];

function stopAll(code: number): void {
  stopping = true;
  for (const bank of running) bank.kill('SIGTERM');
  removeSnapshots();
  process.exit(code);
}

process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

const [snapshots] = await Promise.all([demoBankSnapshots(), buildWhenStale()]);
removeSnapshots = snapshots.remove;
running = banks.map((bank) => startBank(bank, snapshots.seeded));
await Promise.all(banks.map(({ port }) => answering(port)));
// playwright.config.ts waits for this line.
console.log('The journey banks are ready');
