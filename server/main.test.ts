import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/client';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratchDatabase';

let server: ChildProcess;
let port: number;
let metricsUrl: string;
let scratch: ScratchDatabase | undefined;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address() as { port: number };
  probe.close();
  return free;
}

beforeAll(async () => {
  port = await freePort();
  scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'bank_test')
    : undefined;
  server = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...(scratch
        ? { DATABASE_URL: scratch.url }
        : { DATA_DIR: ':memory:', DATA_SNAPSHOT: inject('seededSnapshot') }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of server.stdout!) {
    output += String(chunk);
    if (output.includes('Metrics for Prometheus')) break;
  }
  metricsUrl = /Metrics for Prometheus: (\S+)/.exec(output)![1]!;
}, 120_000);
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await scratch?.drop();
});

/** Everything the server sends on the socket until it closes the connection. */
async function answerOn(socket: Socket): Promise<string> {
  let answer = '';
  socket.on('data', (chunk) => (answer += String(chunk)));
  await once(socket, 'close');
  return answer;
}

describe('the server on SIGTERM', () => {
  it('finishes a request already in flight, refuses new connections, and exits 0', async () => {
    // A scraper's kept-alive connection to the metrics listener holds nothing up either.
    expect((await fetch(metricsUrl)).status).toBe(200);
    const body = '{}';
    const socket = createConnection(port, '127.0.0.1');
    await once(socket, 'connect');
    const answered = answerOn(socket);
    // A request under way: its headers have arrived, its body not yet.
    socket.write(
      `POST /api/auth/ping HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    await new Promise((settle) => setTimeout(settle, 200));
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await new Promise((settle) => setTimeout(settle, 200));

    const late = createConnection(port, '127.0.0.1');
    const [refusal] = await once(late, 'error');
    expect((refusal as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');

    socket.end(body);
    // Without a session the bank answers 401: what matters is that it answered at all.
    expect(await answered).toMatch(/^HTTP\/1\.1 401 /);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 30_000);
});
