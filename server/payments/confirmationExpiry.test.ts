import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { movableClock } from '../testing/clock';
import { AINO, balance, customerIdOf, fund, openAccount } from '../testing/money';
import { confirmFlow, draftFor } from '../testing/payments';
import { bankDayIso } from '../services/bankDay';
import { startTestBank, type TestBank } from '../testing/testBank';

const clock = movableClock();
let bank: TestBank;
let ainoId: string;

beforeAll(async () => {
  bank = await startTestBank({}, { now: clock.now });
  ainoId = await customerIdOf(bank, await bank.cookieFor(AINO));
});
afterAll(() => bank.close());

const db = () => bank.database.db;

/** A payment confirmed while its account had the money, which then went elsewhere. */
async function confirmedWithoutFunds() {
  const source = await openAccount(db(), ainoId);
  await fund(db(), source.id, 30_00);
  const init = await bank.call({
    url: '/api/bank/sepa-payment-init',
    cookie: await bank.cookieFor(AINO),
    // Due on the bank's day: its clock moves on half an hour here, maybe past midnight.
    body: draftFor(source.id, { PaymentAmount: 25, DueDate: bankDayIso(clock.now()) }),
  });
  expect(init.statusCode).toBe(200);
  await fund(db(), source.id, -20_00);
  await confirmFlow(bank, init.json().SessionId);
  const paymentId: string = init.json().PaymentId;
  return { source, paymentId };
}

/** The receipt's complete call, in a session opened now (idle sessions end meanwhile). */
async function complete(paymentId: string, language = 'fi') {
  return bank.call({
    url: '/api/bank/sepa-payment-complete',
    cookie: await bank.cookieFor(AINO),
    body: { PaymentId: paymentId },
    headers: { 'accept-language': language },
  });
}

const statusOf = async (paymentId: string) =>
  (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;

describe('a confirmed payment can be booked only within 15 minutes of its confirmation', () => {
  it('is booked when the money comes within the window', async () => {
    const { source, paymentId } = await confirmedWithoutFunds();
    expect(await statusOf(paymentId)).toBe('Confirmed');
    clock.advanceSeconds(14 * 60);
    await fund(db(), source.id, 20_00);
    expect((await complete(paymentId)).json().Status).toBe('Booked');
    expect(await balance(db(), source.id)).toBe(5_00);
  });

  it('after it, complete refuses with why and books nothing, however often asked', async () => {
    const { source, paymentId } = await confirmedWithoutFunds();
    clock.advanceSeconds(15 * 60 + 1);
    await fund(db(), source.id, 20_00);
    const late = await complete(paymentId);
    expect(late.statusCode).toBe(422);
    expect(late.json().ModelState).toEqual({
      PaymentId:
        'Maksun vahvistus on vanhentunut: maksua ei voitu maksaa 15 minuutin kuluessa vahvistamisesta. Maksua ei maksettu. Tee maksu uudelleen.',
    });
    expect(await statusOf(paymentId)).toBe('Failed');
    const again = await complete(paymentId, 'en');
    expect(again.json().ModelState).toEqual({
      PaymentId:
        'The payment’s confirmation has expired: it could not be paid within 15 minutes of being confirmed. Nothing was paid. Please make the payment again.',
    });
    expect(await balance(db(), source.id)).toBe(30_00);
  });
});
