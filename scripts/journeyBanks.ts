/**
 * The journeys' banks, started side by side: Playwright starts its web servers one after another,
 * and a bank's start (migrations, demo customers) takes long enough on two cores that three in a
 * row held the journeys back by a minute. The web bank is built first, once. Ready when every bank
 * answers; on SIGTERM the banks stop with it.
 *
 * The banks come in `JOURNEY_BANKS`: a JSON list of `{ port, env }` (see playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildWhenStale } from './freshBuild';

interface JourneyBank {
  port: number;
  env: Record<string, string>;
}

const banks = JSON.parse(process.env.JOURNEY_BANKS ?? '[]') as JourneyBank[];
const mainModule = resolve(import.meta.dirname, '../server/main.ts');
let stopping = false;

function startBank({ port, env }: JourneyBank): ChildProcess {
  const bank = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, ...env, PORT: String(port) },
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
  process.exit(code);
}

process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

await buildWhenStale();
running = banks.map(startBank);
await Promise.all(banks.map(({ port }) => answering(port)));
// playwright.config.ts waits for this line.
console.log('The journey banks are ready');
