import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startTestBank, type TestBank } from '../testing/testBank';
import { METRICS_PATH, UNMATCHED } from './plugin';

const AINO = '140388-9028';

/** The TCP listeners open in this process: the metrics one is the only listener a test bank opens. */
const listeners = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'TCPServerWrap').length;

let bank: TestBank;
let listenersBefore: number;
let closed = false;

beforeAll(async () => {
  listenersBefore = listeners();
  bank = await startTestBank({ METRICS_PORT: '0' });
});
afterAll(async () => {
  if (!closed) await bank.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, one sample a line (the bank's label values hold no quotes or commas). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const pairs = labels ? labels.split(',').map((pair) => pair.split('=')) : [];
      return {
        name,
        labels: Object.fromEntries(
          pairs.map(([key = '', quoted = '']) => [key, quoted.slice(1, -1)]),
        ),
        value: Number(value),
      };
    });
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const answer = await fetch(bank.app.metricsUrl!);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await answer.text();
  return { text, samples: parse(text) };
}

/** The samples of one metric whose labels include these. */
function samples(all: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return all.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string>) => {
  const [only, ...more] = samples(all, name, labels);
  expect(more).toEqual([]);
  return only?.value;
};

describe('the metrics port', () => {
  it('is a listener of its own, on loopback by default, while the public app has no /metrics', async () => {
    expect(listeners()).toBe(listenersBefore + 1);
    expect(new URL(bank.app.metricsUrl!).hostname).toBe('127.0.0.1');
    expect(new URL(bank.app.metricsUrl!).pathname).toBe(METRICS_PATH);

    const publicAnswer = await bank.call({ method: 'GET', url: METRICS_PATH });
    expect(publicAnswer.statusCode).toBe(404);
  });

  it("answers with a call's latency after the call, labelled by the call's name", async () => {
    const cookie = await bank.cookieFor(AINO);
    const latency = { call: 'accounts', method: 'POST' };
    const count = 'bank_request_duration_seconds_count';
    expect(samples((await scrape()).samples, count, latency)).toEqual([]);

    expect((await bank.call({ url: '/api/bank/accounts', cookie })).statusCode).toBe(200);
    expect((await bank.call({ url: '/api/bank/accounts' })).statusCode).toBe(401);
    const details = await bank.call({ method: 'GET', url: '/api/bank/customerdetails', cookie });
    expect(details.statusCode).toBe(200);

    const { samples: after } = await scrape();
    expect(valueOf(after, count, { ...latency, status_class: '2xx' })).toBe(1);
    expect(valueOf(after, count, { ...latency, status_class: '4xx' })).toBe(1);
    expect(
      valueOf(after, 'bank_request_duration_seconds_sum', { ...latency, status_class: '2xx' }),
    ).toBeGreaterThan(0);
    // A GET call is counted once, not again for the HEAD route Fastify adds beside it.
    expect(samples(after, count, { call: 'customerdetails' })).toEqual([
      expect.objectContaining({
        labels: { call: 'customerdetails', method: 'GET', status_class: '2xx' },
        value: 1,
      }),
    ]);
  });

  it('labels every address no route matched alike, never by the address itself', async () => {
    const unmatched = { call: UNMATCHED, method: 'GET', status_class: '4xx' };
    const count = 'bank_request_duration_seconds_count';
    const before = valueOf((await scrape()).samples, count, unmatched) ?? 0;
    for (const url of ['/api/bank/no-such-call', '/api/nowhere/1', '/somewhere?else=2']) {
      expect((await bank.call({ method: 'GET', url })).statusCode).toBe(404);
    }
    const { text, samples: after } = await scrape();
    expect(valueOf(after, count, unmatched)).toBe(before + 3);
    for (const address of ['no-such-call', 'nowhere', 'somewhere'])
      expect(text).not.toContain(address);
  });

  it("counts the jobs' runs at start, each with its duration", async () => {
    const { samples: after } = await scrape();
    for (const job of ['booking due payments', 'savings interest accrual']) {
      expect(valueOf(after, 'bank_job_runs_total', { job_name: job, outcome: 'ok' })).toBe(1);
      expect(valueOf(after, 'bank_job_duration_seconds_count', { job_name: job })).toBe(1);
      expect(samples(after, 'bank_job_runs_total', { job_name: job, outcome: 'failed' })).toEqual(
        [],
      );
    }
  });

  it('counts a failed run apart from those that went well', async () => {
    bank.app.metrics!.startJobRun('savings interest accrual')('failed');
    const { samples: after } = await scrape();
    const job = { job_name: 'savings interest accrual' };
    expect(valueOf(after, 'bank_job_runs_total', { ...job, outcome: 'failed' })).toBe(1);
    expect(valueOf(after, 'bank_job_runs_total', { ...job, outcome: 'ok' })).toBe(1);
  });

  it('says which database answers and, on PostgreSQL, how its pool is used', async () => {
    const { samples: after } = await scrape();
    const { engine } = bank.database;
    expect(valueOf(after, 'bank_database_info', { engine })).toBe(1);
    const pool = samples(after, 'bank_database_pool_clients');
    if (engine === 'pglite') {
      expect(pool).toEqual([]);
    } else {
      expect(pool[0]!.value).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'bank_database_pool_idle_clients', {})).toBeGreaterThanOrEqual(0);
      expect(valueOf(after, 'bank_database_pool_waiting_requests', {})).toBe(0);
    }
  });

  it("carries Node's own metrics under their usual names", async () => {
    const { samples: after } = await scrape();
    expect(valueOf(after, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(valueOf(after, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
  });
});

describe('without METRICS_PORT', () => {
  it('the bank measures nothing and opens no listener', async () => {
    // A second bank over the same database: the configuration is all that differs.
    const plain = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: bank.database.db,
    });
    try {
      await plain.ready();
      // Only the listener of the bank above, with METRICS_PORT, is open.
      expect(listeners()).toBe(listenersBefore + 1);
      expect(plain.metrics).toBeUndefined();
      expect(plain.metricsUrl).toBeUndefined();
      expect((await plain.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('shutting the bank down', () => {
  it('closes the metrics listener too', async () => {
    const url = bank.app.metricsUrl!;
    await bank.close();
    closed = true;
    // The socket's handle goes a tick after the close.
    await vi.waitFor(() => expect(listeners()).toBe(listenersBefore));
    await expect(fetch(url)).rejects.toThrow();
  });
});
