/**
 * Payments under load: sepa-payment-init, the strong confirmation, sepa-payment-complete, by
 * WORKERS customers' browsers at once for DURATION_SECONDS, on PGlite and (with DATABASE_URL)
 * PostgreSQL. Two measurements:
 * - "with identification": the whole round trip over HTTP to a bank in its own process, as a
 *   browser makes it (start-authentication, the sandbox identification page, its form, the OpenID
 *   Connect redirects and the bank's callback, which runs the confirmer);
 * - "init + complete": the identification round trip left out, the confirmer run directly on the
 *   payment's flow (its effect: the payment becomes Confirmed), each worker a generated customer
 *   of its own (server/seed/large) paying from their own account. The bank then runs inside this
 *   process, so that the bench can reach its database; the HTTP client shares its thread. The
 *   balance check runs after the load: money is conserved when no account differs.
 * PostgreSQL runs get a scratch database of their own, dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carryOutConfirmed } from '../../server/confirmations/registry';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { authFlows, customerRights, users } from '../../server/db/schema';
import { checkBalances } from '../../server/ledger/balanceCheck';
import { SESSION_COOKIE } from '../../server/plugins/sessions';
import { seedDemoBank } from '../../server/seed';
import { seedLargeBank } from '../../server/seed/large';
import { bankDayIso } from '../../server/services/bankDay';
import { createScratchDatabase } from '../../server/testing/scratchDatabase';
import { withAinoLoggedIn } from './httpLogin';
import type { Figure } from './report';

const DURATION_SECONDS = 8;
const WORKERS = 10;
const SECTION = `Payments under load (${WORKERS} at once, ${DURATION_SECONDS} s, 127.0.0.1)`;
// A payee of another bank the sandbox knows (the demo's electricity company).
const PAYEE = { RecipientIban: 'FI5639000072041184', RecipientName: 'Virta Sähkö Oy' };

type Json = Record<string, unknown>;

/** A browser: the shared session cookie and its own identification cookies, redirects by hand. */
function browser(baseUrl: string, sessionCookie: string) {
  const jar = new Map<string, string>();
  const [name, value] = sessionCookie.split('=');
  jar.set(name!, value!);
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [key, val = ''] = (pair ?? '').split('=');
      if (key) jar.set(key.trim(), val);
    }
    return response;
  };
  const api = async (path: string, body: Json) => {
    const response = await go(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'verkkopankki' },
    });
    const answer = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  /** Follows redirects until the bank sends the browser to one of its pages. */
  const follow = async (response: Response) => {
    while (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? '';
      if (location.startsWith('/bank')) return location;
      await response.arrayBuffer();
      response = await go(location);
    }
    return response;
  };
  return { go, api, follow };
}

function draft(sourceAccountId: string) {
  return {
    sourceAccountId,
    ...PAYEE,
    PaymentAmount: 0.01,
    DueDate: bankDayIso(new Date()),
    Message: 'Suorituskykytesti',
    payeeVerificationResult: 'Match',
    IdempotencyKey: randomUUID(),
  };
}

/** One payment with the whole identification round trip. */
async function paidWithIdentification(b: ReturnType<typeof browser>, accountId: string) {
  const init = await b.api('/api/bank/sepa-payment-init', draft(accountId));
  const { IdentificationUrl } = await b.api('/api/auth/start-authentication', {
    auth: {
      nextUrl: '/bank/accounts/payment',
      errorUrl: '/bank/accounts/transfer?failed=1',
      cancelUrl: '/bank/accounts/transfer',
      AuthId: init.SessionId,
      type: 'SepaPayment',
    },
  });
  const page = await b.follow(await b.go(String(IdentificationUrl)));
  if (typeof page === 'string') throw new Error(`No identification page: ${page}`);
  const html = await page.text();
  const action = html.match(/action="([^"]+\/identify)"/)?.[1];
  const userId = html.match(/name="userId" value="([^"]+)"/)?.[1];
  if (!action || !userId) throw new Error('The identification page has no form');
  const landed = await b.follow(
    await b.go(action, {
      method: 'POST',
      body: new URLSearchParams({ userId }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  if (landed !== '/bank/accounts/payment?status=ok')
    throw new Error(`Not confirmed: ${String(landed)}`);
  const receipt = await b.api('/api/bank/sepa-payment-complete', { PaymentId: init.PaymentId });
  if (receipt.Status !== 'Booked') throw new Error(`Not booked: ${JSON.stringify(receipt)}`);
}

/** WORKERS loops of `pay` for DURATION_SECONDS: payments per second and the p99 latency. */
async function load(pay: (worker: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const end = performance.now() + DURATION_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await pay(worker);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN;
  if (firstError) console.error('first payment error:', firstError);
  return { perSecond: latencies.length / seconds, p99, errors };
}

function figures(name: string, result: Awaited<ReturnType<typeof load>>): Figure[] {
  const errors = result.errors ? ` (${result.errors} errors)` : '';
  return [
    { section: SECTION, name: `${name}: payments/s`, value: result.perSecond.toFixed(1) },
    {
      section: SECTION,
      name: `${name}: p99 latency`,
      value: `${result.p99.toFixed(0)} ms${errors}`,
    },
  ];
}

async function paymentAccountOf(baseUrl: string, cookie: string): Promise<string> {
  const accounts = (await browser(baseUrl, cookie).api('/api/bank/accounts', {})) as unknown as {
    Id: string;
    IsPaymentAccount: boolean;
  }[];
  const account = accounts.find((candidate) => candidate.IsPaymentAccount);
  if (!account) throw new Error('The customer has no payment account');
  return account.Id;
}

const withIdentification = (env: Record<string, string>) =>
  withAinoLoggedIn(8194, env, async (bank, cookie) => {
    const accountId = await paymentAccountOf(bank.url, cookie);
    return load(() => paidWithIdentification(browser(bank.url, cookie), accountId));
  });

/** Sessions of the generated customers: a cookie each, as the identification would give. */
async function customersLoggedIn(app: FastifyInstance, db: Database) {
  const generated = await db
    .select({ userId: customerRights.userId, customerId: customerRights.customerId })
    .from(customerRights)
    .innerJoin(users, eq(users.id, customerRights.userId))
    .where(isNull(users.demoOrder));
  return Promise.all(
    generated.map(async ({ userId, customerId }) => {
      const { token } = await app.services.sessions.create(userId, customerId);
      return `${SESSION_COOKIE}=${token}`;
    }),
  );
}

/**
 * WORKERS customers each paying from their own account; money conserved afterwards (every stored
 * balance equals the sum of its postings).
 */
async function confirmedDirectly(location: { kind: 'memory' } | { kind: 'postgres'; url: string }) {
  const port = 8195;
  const config = loadConfig({
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const database = await openDatabase(location);
  const today = new Date();
  await seedDemoBank(database.db, today);
  await database.db.transaction((tx) =>
    seedLargeBank(tx, today, { customers: WORKERS, months: 1 }),
  );
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const payers = await Promise.all(
      (await customersLoggedIn(app, database.db)).map(async (cookie) => ({
        b: browser(baseUrl, cookie),
        accountId: await paymentAccountOf(baseUrl, cookie),
      })),
    );
    const result = await load(async (worker) => {
      const { b, accountId } = payers[worker]!;
      const init = await b.api('/api/bank/sepa-payment-init', draft(accountId));
      const [flow] = await database.db
        .select()
        .from(authFlows)
        .where(eq(authFlows.id, String(init.SessionId)));
      await carryOutConfirmed(app.services, flow!);
      const receipt = await b.api('/api/bank/sepa-payment-complete', { PaymentId: init.PaymentId });
      if (receipt.Status !== 'Booked') throw new Error(`Not booked: ${JSON.stringify(receipt)}`);
    });
    const { mismatches } = await checkBalances(database.db);
    return { ...result, mismatches: mismatches.length };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Runs `work` on a scratch database of its own, dropped afterwards. */
async function onScratch<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl, 'bank_bench');
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/** The goals of init + complete on PostgreSQL: throughput, p99 and money conserved. */
function goals(result: Awaited<ReturnType<typeof confirmedDirectly>>): Figure[] {
  const name = 'PostgreSQL, init + complete';
  return [
    {
      section: SECTION,
      name: `${name}: payments/s`,
      value: result.perSecond.toFixed(1),
      target: '≥ 500/s',
      failed: result.perSecond < 500,
    },
    {
      section: SECTION,
      name: `${name}: p99 latency`,
      value: `${result.p99.toFixed(0)} ms${result.errors ? ` (${result.errors} errors)` : ''}`,
      target: '≤ 50 ms, no errors',
      failed: !(result.p99 <= 50) || result.errors > 0,
    },
    {
      section: SECTION,
      name: `${name}: accounts whose balance is not their postings' sum`,
      value: String(result.mismatches),
      target: '0',
      failed: result.mismatches > 0,
    },
  ];
}

export async function benchPayments(): Promise<Figure[]> {
  const out: Figure[] = [];
  out.push(
    ...figures('PGlite, with identification', await withIdentification({ DATA_DIR: ':memory:' })),
  );
  const pglite = await confirmedDirectly({ kind: 'memory' });
  out.push(...figures('PGlite, init + complete', pglite), {
    section: SECTION,
    name: "PGlite: accounts whose balance is not their postings' sum",
    value: String(pglite.mismatches),
  });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    out.push({ section: SECTION, name: 'PostgreSQL', value: 'skipped: set DATABASE_URL' });
    return out;
  }
  out.push(
    ...figures(
      'PostgreSQL, with identification',
      await onScratch(serverUrl, (url) => withIdentification({ DATABASE_URL: url })),
    ),
    ...goals(await onScratch(serverUrl, (url) => confirmedDirectly({ kind: 'postgres', url }))),
  );
  return out;
}
