import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface ServerProcess {
  /** Where this process listens, e.g. `http://127.0.0.1:40123`. */
  address: string;
  child: ChildProcess;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

const READY = 'The bank is running';

/**
 * Resolves once the process says it is running; rejects if it exits first. Its output is read
 * to the end (a closed pipe would fail the server's next log line); its errors go to ours.
 */
function untilRunning(child: ChildProcess): Promise<void> {
  return new Promise((resolveRunning, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      if (output.length > 10_000) return;
      output += String(chunk);
      if (output.includes(READY)) resolveRunning();
    });
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was running:\n${output}`)),
    );
  });
}

/**
 * Sandbox bank servers as separate processes of `server/main.ts`, all spawned at the same moment
 * (as replicas started together behind a proxy), each on a free port of its own with `env` on
 * top of this process's environment. Resolves when every one is listening.
 */
export async function startServerProcesses(
  count: number,
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const started = ports.map((port) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../main.ts')],
      {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    return { address: `http://127.0.0.1:${port}`, child };
  });
  const running = await Promise.allSettled(started.map(({ child }) => untilRunning(child)));
  const failed = running.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopServerProcesses(started);
    throw failed.reason;
  }
  return started;
}

/** SIGTERM, as a proxy's orchestrator stops a replica; SIGKILL if one has not exited in 10 s. */
export async function stopServerProcesses(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}
