import { subDays } from 'date-fns';
import { and, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { consumerVerifyPayee } from '../../api/payeeVerification';
import { authSmsStart } from '../../api/quickLogin';
import { toIsoDate } from '../../domain/dates/dates';
import {
  appliedMigrations,
  migrationsCurrent,
  openDatabase,
  type OpenDatabase,
} from '../db/database';
import { accounts, customers, payments, postings, users } from '../db/schema';
import { accruedThrough } from '../jobs/interest';
import { checkBalances } from '../ledger/balanceCheck';
import { seedDemoBank } from '../seed';
import { bankDay, bankDayIso } from '../services/bankDay';
import { InjectBrowser, identifyAs } from '../testing/loginRoundTrip';
import { AINO, balance, fund, newKey, openAccount } from '../testing/money';
import { draftFor, paymentConfirmationStart, VIRTA_SAHKO } from '../testing/payments';
import { RoundRobin } from '../testing/roundRobin';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from '../testing/serverProcesses';
import { TEST_PUBLIC_URL } from '../testing/testBank';
import { balancesAfter, transferPlan } from '../testing/transferPlan';

const DUE_PAYMENTS = 100;
const TRANSFERS = 2_000;
const TRANSFER_ACCOUNTS = 40;

let scratch: ScratchDatabase;
let database: OpenDatabase;
let servers: ServerProcess[] = [];
let proxy: RoundRobin;
let aino: { customerId: string; userId: string };
/** What the jobs must do once both servers have started: book these, accrue to these figures. */
let due: { sourceId: string; sourceBefore: number; paymentIds: string[]; total: number };
let expectedInterest: Map<string, number>;

const yesterday = () => toIsoDate(subDays(bankDay(new Date()), 1));

/** Payments of Aino's due today, from an account of their own, waiting for the hourly job. */
async function arrangeDuePayments() {
  const { db } = database;
  const source = await openAccount(db, aino.customerId);
  await fund(db, source.id, 1_000_00);
  const rows = await db
    .insert(payments)
    .values(
      Array.from({ length: DUE_PAYMENTS }, (_, i) => ({
        customerId: aino.customerId,
        userId: aino.userId,
        sourceAccountId: source.id,
        paymentType: 'Sepa' as const,
        status: 'Scheduled' as const,
        recipientIban: VIRTA_SAHKO.iban,
        recipientName: VIRTA_SAHKO.name,
        amount: 1_00 + i,
        dueDate: bankDayIso(new Date()),
        payeeVerificationResult: 'Match',
        idempotencyKey: newKey(),
        requestHash: 'arranged by the replica test',
      })),
    )
    .returning({ id: payments.id, amount: payments.amount });
  due = {
    sourceId: source.id,
    sourceBefore: await balance(db, source.id),
    paymentIds: rows.map((row) => row.id),
    total: rows.reduce((sum, row) => sum + row.amount, 0),
  };
}

/** Savings interest not yet accrued at all: the job must bring every account to yesterday. */
async function arrangeInterestToAccrue() {
  const { db } = database;
  const savings = and(eq(accounts.product, 'savings'), isNull(accounts.closedAt));
  await db
    .update(accounts)
    .set({ accruedInterest: 0, interestAccruedTo: null })
    .where(and(savings, lte(accounts.openedAt, yesterday())));
  const rows = await db
    .select()
    .from(accounts)
    .where(and(savings, lte(accounts.openedAt, yesterday())));
  expectedInterest = new Map();
  for (const row of rows) {
    expectedInterest.set(row.id, Math.round(await accruedThrough(db, row, yesterday())));
  }
}

/** An API call as the web bank makes it, to the given replica or to the next in turn. */
function call(
  url: string,
  { cookie, body, replica }: { cookie: string; body?: unknown; replica?: number },
) {
  const options = {
    method: body === undefined ? ('GET' as const) : ('POST' as const),
    url,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    payload: body as object | undefined,
  };
  return replica === undefined ? proxy.inject(options) : proxy.send(replica, options);
}

/** The replica that had the first request to `path` sent since `from`. */
function replicaOf(path: string | RegExp, from = 0): number {
  const sent = proxy.sent
    .slice(from)
    .find((request) =>
      typeof path === 'string' ? request.path === path : path.test(request.path),
    );
  if (!sent) throw new Error(`Nothing was sent to ${String(path)}`);
  return sent.replica;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes over one PostgreSQL database (PostgreSQL only: a PGlite folder is one process’s)',
  () => {
    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'bank_test');
      database = await openDatabase({ kind: 'postgres', url: scratch.url });
      await seedDemoBank(database.db, new Date());
      const [person] = await database.db
        .select({ userId: users.id })
        .from(users)
        .where(eq(users.personalId, AINO));
      const [customer] = await database.db
        .select({ customerId: customers.id })
        .from(customers)
        .where(eq(customers.name, 'Aino Virtanen'));
      aino = { ...person!, ...customer! };
      await arrangeDuePayments();
      await arrangeInterestToAccrue();
      // Both at the same moment: each starts the hourly jobs as it starts.
      // One PUBLIC_URL for both, the proxy's: the address the identification returns to.
      servers = await startServerProcesses(2, {
        DATABASE_URL: scratch.url,
        PUBLIC_URL: TEST_PUBLIC_URL,
      });
      proxy = new RoundRobin(servers.map((server) => server.address));
    }, 120_000);

    afterAll(async () => {
      proxy?.close();
      await stopServerProcesses(servers);
      await database?.close();
      await scratch?.drop();
    });

    it('open an empty database at once, and migrate it once', async () => {
      const empty = await createScratchDatabase(process.env.DATABASE_URL!, 'bank_test');
      try {
        const opened = await Promise.all(
          [1, 2].map(() => openDatabase({ kind: 'postgres', url: empty.url })),
        );
        expect(await migrationsCurrent(opened[0]!.db)).toBe(true);
        const applied = await opened[0]!.db.select().from(appliedMigrations);
        expect(applied).toHaveLength(new Set(applied.map((migration) => migration.hash)).size);
        await Promise.all(opened.map((open) => open.close()));
      } finally {
        await empty.drop();
      }
    });

    it('run the hourly jobs at once and book each due payment exactly once, and accrue interest once', async () => {
      const { db } = database;
      const arranged = () =>
        db
          .select({ status: payments.status, bookingId: payments.bookingId })
          .from(payments)
          .where(inArray(payments.id, due.paymentIds));
      const accruedRows = () =>
        db
          .select()
          .from(accounts)
          .where(inArray(accounts.id, [...expectedInterest.keys()]));
      // The first runs go on after the servers listen: wait until no item is left to either.
      await vi.waitFor(
        async () => {
          expect((await arranged()).filter((payment) => payment.status === 'Scheduled')).toEqual(
            [],
          );
          for (const row of await accruedRows()) expect(row.interestAccruedTo).toBe(yesterday());
        },
        { timeout: 60_000, interval: 250 },
      );

      const booked = await arranged();
      expect(booked.map((payment) => payment.status)).toEqual(Array(DUE_PAYMENTS).fill('Booked'));
      expect(new Set(booked.map((payment) => payment.bookingId)).size).toBe(DUE_PAYMENTS);
      const debits = await db
        .select({ bookingId: postings.bookingId })
        .from(postings)
        .where(and(eq(postings.accountId, due.sourceId), lt(postings.amount, 0)));
      expect(debits).toHaveLength(DUE_PAYMENTS);
      expect(await balance(db, due.sourceId)).toBe(due.sourceBefore - due.total);

      expect(expectedInterest.size).toBeGreaterThan(2);
      for (const row of await accruedRows()) {
        expect(row.accruedInterest).toBe(expectedInterest.get(row.id));
      }
      expect([...expectedInterest.values()].some((cents) => cents > 0)).toBe(true);
      expect((await checkBalances(db)).mismatches).toEqual([]);
    }, 90_000);

    it('complete a login started on one on the other, alternating at every step, under the same keys', async () => {
      const browser = new InjectBrowser(proxy);
      const from = proxy.sent.length;
      expect(await identifyAs(browser, 'Aino Virtanen')).toBe('/bank/home');
      const steps = proxy.sent.slice(from);
      steps.slice(1).forEach((step, i) => expect(step.replica).not.toBe(steps[i]!.replica));
      expect(replicaOf('/api/auth/ftnlogincomplete', from)).not.toBe(
        replicaOf('/api/auth/ftnloginstart', from),
      );
      expect(replicaOf(/\/identify$/, from)).not.toBe(
        replicaOf(/^\/idp\/interaction\/[^/]+$/, from),
      );
      // Both providers sign with the same keys, the first server's, read from the database.
      const published = await Promise.all(
        [0, 1].map(async (replica) => (await proxy.send(replica, { url: '/idp/jwks' })).json()),
      );
      expect(published[0].keys).toHaveLength(2);
      expect(published[1]).toEqual(published[0]);
    });

    it('count the SMS login codes asked for one identity once between them, asked at once', async () => {
      const ask = { PersonalId: AINO, CountryCode: '+358', Number: '40 999 0001' };
      const asked = await Promise.all(
        [0, 1, 0, 1].map((replica) => call(authSmsStart.path, { cookie: '', body: ask, replica })),
      );
      expect(asked.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429]);
    });

    it('count a call’s minute limit once between them: the 21st payee check of a session in a minute is refused', async () => {
      const browser = new InjectBrowser(proxy);
      await identifyAs(browser, 'Aino Virtanen');
      const body = { RecipientIban: VIRTA_SAHKO.iban, RecipientName: VIRTA_SAHKO.name };
      const statuses: number[] = [];
      for (let index = 0; index < 21; index++) {
        const answer = await call(consumerVerifyPayee.path, {
          cookie: browser.cookieHeader,
          body,
          replica: index % 2,
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    });

    it('share a session: made on one, it reads on the other, and a logout there ends it on both', async () => {
      const browser = new InjectBrowser(proxy);
      const from = proxy.sent.length;
      await identifyAs(browser, 'Aino Virtanen');
      const made = replicaOf('/api/auth/ftnlogincomplete', from);
      const other = 1 - made;
      const cookie = browser.cookieHeader;

      const customer = await call('/api/bank/customer', { cookie, replica: other });
      expect(customer.statusCode).toBe(200);
      expect(customer.json()).toMatchObject({ Name: 'Aino Virtanen', FirstName: 'Aino' });
      const status = await call('/api/auth/session-status', { cookie, replica: made });
      expect(status.json()).toEqual({ status: 'active' });

      expect((await call('/api/auth/logout', { cookie, replica: other })).statusCode).toBe(200);
      expect((await call('/api/bank/customer', { cookie, replica: made })).statusCode).toBe(401);
      expect((await call('/api/auth/session-status', { cookie, replica: made })).json()).toEqual({
        status: '',
      });
    });

    it('confirm a payment by an identification started on one and completed on the other', async () => {
      const browser = new InjectBrowser(proxy);
      await identifyAs(browser, 'Aino Virtanen');
      const cookie = browser.cookieHeader;
      const listed = (await call('/api/bank/accounts', { cookie, body: {} })).json();
      const source = listed.find(
        (account: { IsPaymentAccount: boolean }) => account.IsPaymentAccount,
      );
      const from = proxy.sent.length;
      const init = await call('/api/bank/sepa-payment-init', { cookie, body: draftFor(source.Id) });
      expect(init.statusCode).toBe(200);
      const { SessionId, PaymentId } = init.json();
      const start = await call('/api/auth/start-authentication', {
        cookie,
        body: paymentConfirmationStart(SessionId, '/bank/accounts/payment'),
      });
      expect(start.statusCode).toBe(200);
      const url = new URL(start.json().IdentificationUrl);
      const page = await browser.follow(
        await browser.request('GET', `${url.pathname}${url.search}`),
      );
      expect(page.response.body).toContain(`Maksu 12,50\u00a0€ saajalle ${VIRTA_SAHKO.name}`);
      const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
      const done = await browser.follow(
        await browser.request('POST', `${page.path}/identify`, { form: { userId } }),
      );
      expect(done.path).toBe('/bank/accounts/payment?status=ok');

      // Pushed (PAR) by one replica, opened by the other; its answer came back to the other too.
      const started = replicaOf('/api/auth/start-authentication', from);
      expect(replicaOf('/idp/auth', from)).not.toBe(started);
      expect(replicaOf('/api/auth/authentication-complete', from)).not.toBe(started);
      const receipt = await call('/api/bank/sepa-payment-complete', {
        cookie,
        body: { PaymentId },
      });
      expect(receipt.json().Status).toBe('Booked');
    });

    it(`conserve money over ${TRANSFERS} concurrent own transfers spread over both`, async () => {
      const { db } = database;
      const browser = new InjectBrowser(proxy);
      await identifyAs(browser, 'Aino Virtanen');
      const cookie = browser.cookieHeader;
      const ids: string[] = [];
      for (let i = 0; i < TRANSFER_ACCOUNTS; i++) {
        const account = await openAccount(db, aino.customerId);
        await fund(db, account.id, 100_00);
        ids.push(account.id);
      }
      const before = await Promise.all(ids.map((id) => balance(db, id)));
      const transfers = transferPlan(TRANSFERS, TRANSFER_ACCOUNTS, 20261126);

      const from = proxy.sent.length;
      const started = performance.now();
      const answers = await Promise.all(
        transfers.map(({ from: debit, to, cents }) =>
          call('/api/bank/transfer', {
            cookie,
            body: {
              FromAccountId: ids[debit],
              ToAccountId: ids[to],
              Amount: cents / 100,
              IdempotencyKey: newKey(),
            },
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;

      const served = [0, 1].map(
        (replica) => proxy.sent.slice(from).filter((sent) => sent.replica === replica).length,
      );
      expect(served).toEqual([TRANSFERS / 2, TRANSFERS / 2]);
      const booked = answers.map((answer) => answer.statusCode === 200);
      for (const answer of answers.filter((_, i) => !booked[i])) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json().ModelState).toEqual({ Amount: 'Tilillä ei ole riittävästi katetta.' });
      }
      const accepted = booked.filter(Boolean).length;
      console.log(
        `${TRANSFERS} transfers over 2 replicas: ${seconds.toFixed(1)} s ` +
          `(${(TRANSFERS / seconds).toFixed(0)}/s), ${accepted} booked, ${TRANSFERS - accepted} refused`,
      );
      expect(accepted).toBeGreaterThan(TRANSFERS / 10);
      expect(accepted).toBeLessThan(TRANSFERS);

      const after = await Promise.all(ids.map((id) => balance(db, id)));
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(sum(after)).toBe(sum(before));
      for (const cents of after) expect(cents).toBeGreaterThanOrEqual(0);
      expect(after).toEqual(balancesAfter(before, transfers, booked));
      expect((await checkBalances(db)).mismatches).toEqual([]);
    }, 120_000);
  },
);
