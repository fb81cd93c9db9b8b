import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../db/schema';
import { checkBalances } from '../ledger/balanceCheck';
import { internalAccountId } from '../ledger/ledger';
import { AINO, balance, customerIdOf, fundedAccounts } from '../testing/money';
import { draftFor, pay } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

const ACCOUNTS = 5;
/** All sent at once: every one books through the clearing account beside the others. */
const PAYMENTS = 60;
const START_CENTS = 100_00;

let bank: TestBank;
let cookie: string;
let ids: string[];
let clearing: string;

beforeAll(async () => {
  bank = await startTestBank();
  cookie = await bank.cookieFor(AINO);
  const customerId = await customerIdOf(bank, cookie);
  ids = await fundedAccounts(bank.database.db, customerId, ACCOUNTS, START_CENTS);
  clearing = await bank.database.db.transaction((tx) => internalAccountId(tx, 'clearing'));
}, 120_000);
afterAll(() => bank.close());

/** The n-th payment's account and amount (1,01 € … 1,60 €): every account pays twelve. */
const plan = (n: number) => ({ from: n % ACCOUNTS, cents: 101 + n });

// On PGlite one connection runs the transactions one after another, so none ever races another:
// the race this proves is a PostgreSQL server's, and runs in CI's pass on one (and in the bench).
describe.skipIf(!process.env.DATABASE_URL)(
  `${PAYMENTS} concurrent payments to another bank from ${ACCOUNTS} accounts`,
  () => {
    it('all book once, each account pays its own, clearing takes the sum, and balances stay true', async () => {
      const before = await Promise.all(ids.map((id) => balance(bank.database.db, id)));
      const clearingBefore = await balance(bank.database.db, clearing);

      const results = await Promise.all(
        Array.from({ length: PAYMENTS }, (_, n) =>
          pay(bank, cookie, draftFor(ids[plan(n).from]!, { PaymentAmount: plan(n).cents / 100 })),
        ),
      );
      for (const { complete } of results) {
        expect(complete.statusCode).toBe(200);
        expect(complete.json()).toMatchObject({
          Status: 'Booked',
          TransactionId: expect.any(String),
        });
      }

      // Completed again, all at once, as a retrying browser would: nothing more is booked.
      const paymentIds = results.map(({ init }) => init.json().PaymentId as string);
      const again = await Promise.all(
        paymentIds.map((PaymentId) =>
          bank.call({ url: '/api/bank/sepa-payment-complete', cookie, body: { PaymentId } }),
        ),
      );
      again.forEach((response, n) =>
        expect(response.json().TransactionId).toBe(results[n]!.complete.json().TransactionId),
      );

      const paid = ids.map(() => 0);
      for (let n = 0; n < PAYMENTS; n++) paid[plan(n).from]! += plan(n).cents;
      const after = await Promise.all(ids.map((id) => balance(bank.database.db, id)));
      expect(after).toEqual(before.map((cents, i) => cents - paid[i]!));
      const total = paid.reduce((sum, cents) => sum + cents, 0);
      expect((await balance(bank.database.db, clearing)) - clearingBefore).toBe(total);

      const booked = await bank.database.db
        .select({ bookingId: payments.bookingId })
        .from(payments)
        .where(inArray(payments.id, paymentIds));
      expect(new Set(booked.map(({ bookingId }) => bookingId)).size).toBe(PAYMENTS);
      const keyed = await bank.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          inArray(
            bookings.idempotencyKey,
            paymentIds.map((id) => `payment:${id}`),
          ),
        );
      expect(keyed).toHaveLength(PAYMENTS);
      expect((await checkBalances(bank.database.db)).mismatches).toEqual([]);
    }, 240_000);
  },
);
