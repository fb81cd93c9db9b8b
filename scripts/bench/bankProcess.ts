import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  url: string;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The process ended (${child.exitCode}) before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`No answer from ${url} in ${timeoutMs} ms`);
}

/** Starts a Node script of this repository as its own process and waits for it to answer. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  probePath = '/api/auth/session-status',
): Promise<RunningProcess> {
  const port = env.PORT ?? '8190';
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}${probePath}`, child, 120_000);
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a Node script of this repository to its end; rejects when it exits other than 0. */
export function runProcess(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${script} ${args.join(' ')} exited ${code}`)),
    );
  });
}
