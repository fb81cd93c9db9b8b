import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from '../../domain/dates/dates';
import { accounts, bookings, paymentControls, payees, payments, postings } from '../db/schema';
import { internalAccountId } from '../ledger/ledger';
import { swedishIban } from '../seed/ibans';
import { bookDuePayments } from './futurePayments';
import { InjectBrowser, identifyAs } from '../testing/loginRoundTrip';
import { AINO, balance, customerIdOf, fund, JUKKA, openAccount, PEKKA } from '../testing/money';
import {
  confirmFlow,
  draftFor,
  pay,
  paymentConfirmationStart,
  today,
  VIRTA_SAHKO,
} from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

let bank: TestBank;
let aino: string;
let ainoId: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  ainoId = await customerIdOf(bank, aino);
});
afterAll(() => bank.close());

const db = () => bank.database.db;
const daysAhead = (days: number) => toIsoDate(addDays(parseIsoDate(today())!, days));

/** A payment account of Aino's with money on it. */
async function fundedAccount(cents = 1_000_00) {
  const account = await openAccount(db(), ainoId);
  await fund(db(), account.id, cents);
  return account;
}

async function paymentRow(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('saved payees (Saajaluettelo)', () => {
  it('lists the payees sorted by name as in Finnish (Å, Ä, Ö after Z)', async () => {
    for (const name of ['Ölja', 'Zeta', 'Ärrä', 'Auto']) {
      const response = await bank.call({
        url: '/api/bank/sepa-payment-recipient-add',
        cookie: aino,
        body: {
          Name: name,
          ReceiverAccountNumber: VIRTA_SAHKO.iban,
          ReceiverName: 'Virta Sähkö Oy',
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const names = (await bank.call({ url: '/api/bank/sepa-payment-recipients', cookie: aino }))
      .json()
      .map((payee: { Name: string }) => payee.Name);
    const ours = names.filter((name: string) => ['Ölja', 'Zeta', 'Ärrä', 'Auto'].includes(name));
    expect(ours).toEqual(['Auto', 'Zeta', 'Ärrä', 'Ölja']);
    expect(names).toEqual([...names].sort(new Intl.Collator('fi').compare));
  });

  it('saves a payee once, keeps a BIC only where one is required, and deletes it', async () => {
    const body = {
      Name: 'Elsa',
      ReceiverAccountNumber: swedishIban('58398257466').replace(/(.{4})/g, '$1 '),
      ReceiverName: 'Elsa Lindqvist',
      ReceiverBic: 'essesess',
    };
    const first = await bank.call({
      url: '/api/bank/sepa-payment-recipient-add',
      cookie: aino,
      body,
    });
    const again = await bank.call({
      url: '/api/bank/sepa-payment-recipient-add',
      cookie: aino,
      body,
    });
    expect(first.json()).toMatchObject({
      ReceiverAccountNumber: swedishIban('58398257466'),
      ReceiverBic: 'ESSESESS',
    });
    expect(again.json().Id).toBe(first.json().Id);
    const deleted = await bank.call({
      url: '/api/bank/sepa-payment-recipient-delete',
      cookie: aino,
      body: { Id: first.json().Id },
    });
    expect(deleted.json()).toEqual({ Deleted: true });
    const twice = await bank.call({
      url: '/api/bank/sepa-payment-recipient-delete',
      cookie: aino,
      body: { Id: first.json().Id },
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().ModelState).toHaveProperty('Id');
  });

  it("cannot see or delete another customer's payee (404)", async () => {
    const ainosPayees = (
      await bank.call({ url: '/api/bank/sepa-payment-recipients', cookie: aino })
    ).json();
    const [someoneElses] = await db()
      .select()
      .from(payees)
      .where(eq(payees.receiverName, 'Verohallinto'));
    expect(ainosPayees.map((p: { Id: string }) => p.Id)).not.toContain(someoneElses!.id);
    const response = await bank.call({
      url: '/api/bank/sepa-payment-recipient-delete',
      cookie: aino,
      body: { Id: someoneElses!.id },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a wrong IBAN, a wrong name and a missing BIC of a foreign account, naming the field', async () => {
    const add = (body: Record<string, unknown>) =>
      bank.call({ url: '/api/bank/sepa-payment-recipient-add', cookie: aino, body });
    const badIban = await add({ ReceiverAccountNumber: 'FI00 1234', ReceiverName: 'X' });
    expect(badIban.json().ModelState).toEqual({ ReceiverAccountNumber: 'Virheellinen tilinumero' });
    const badName = await add({ ReceiverAccountNumber: VIRTA_SAHKO.iban, ReceiverName: 'X <b>' });
    expect(badName.json().ModelState).toEqual({
      ReceiverName: 'Vastaanottaja sisältää kiellettyjä merkkejä',
    });
    const noBic = await add({ ReceiverAccountNumber: swedishIban('1'), ReceiverName: 'Sven' });
    expect(noBic.json().ModelState).toEqual({ ReceiverBic: 'Tämä tieto tarvitaan' });
  });

  it('the view-only customer can list but not add payees (403)', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    expect(
      (await bank.call({ url: '/api/bank/sepa-payment-recipients', cookie: pekka })).statusCode,
    ).toBe(200);
    const response = await bank.call({
      url: '/api/bank/sepa-payment-recipient-add',
      cookie: pekka,
      body: { ReceiverAccountNumber: VIRTA_SAHKO.iban, ReceiverName: VIRTA_SAHKO.name },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a SEPA payment', () => {
  it('books a payment due today through the clearing account and answers its receipt', async () => {
    const source = await fundedAccount();
    const clearing = await db().transaction((tx) => internalAccountId(tx, 'clearing'));
    const clearingBefore = await balance(db(), clearing);
    const { init, complete } = await pay(bank, aino, draftFor(source.id, { PaymentAmount: 120 }));
    expect(init.json().ApprovalText).toBe(
      'Maksu 120,00\u00a0€ saajalle Virta Sähkö Oy (' +
        VIRTA_SAHKO.iban.replace(/(.{4})/g, '$1 ').trim() +
        ')',
    );
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      Status: 'Booked',
      PaymentAmount: 120,
      BookingDate: today(),
      RecipientName: 'Virta Sähkö Oy',
    });
    expect(await balance(db(), source.id)).toBe(880_00);
    expect((await balance(db(), clearing)) - clearingBefore).toBe(120_00);
    const [leg] = await db()
      .select()
      .from(postings)
      .where(eq(postings.id, complete.json().TransactionId));
    expect(leg).toMatchObject({
      accountId: source.id,
      amount: -120_00,
      transactionType: 'Withdrawal',
    });
  });

  it('submitted twice with one key makes one payment; completed twice books once', async () => {
    const source = await fundedAccount();
    const draft = draftFor(source.id, { PaymentAmount: 30 });
    const [a, b] = await Promise.all([
      bank.call({ url: '/api/bank/sepa-payment-init', cookie: aino, body: draft }),
      bank.call({ url: '/api/bank/sepa-payment-init', cookie: aino, body: draft }),
    ]);
    expect(a.json().PaymentId).toBe(b.json().PaymentId);
    expect(
      await db().select().from(payments).where(eq(payments.idempotencyKey, draft.IdempotencyKey)),
    ).toHaveLength(1);
    const reused = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: { ...draft, PaymentAmount: 31 },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().ModelState).toHaveProperty('IdempotencyKey');

    await confirmFlow(bank, a.json().SessionId);
    const body = { PaymentId: a.json().PaymentId };
    const [first, second] = await Promise.all([
      bank.call({ url: '/api/bank/sepa-payment-complete', cookie: aino, body }),
      bank.call({ url: '/api/bank/sepa-payment-complete', cookie: aino, body }),
    ]);
    expect(first.json().TransactionId).toBe(second.json().TransactionId);
    const third = await bank.call({ url: '/api/bank/sepa-payment-complete', cookie: aino, body });
    expect(third.json()).toEqual(first.json());
    expect(await balance(db(), source.id)).toBe(970_00);
    expect(
      await db()
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, `payment:${a.json().PaymentId}`)),
    ).toHaveLength(1);
  });

  it('is not booked before it is confirmed (422 on PaymentId)', async () => {
    const source = await fundedAccount();
    const init = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id),
    });
    const response = await bank.call({
      url: '/api/bank/sepa-payment-complete',
      cookie: aino,
      body: { PaymentId: init.json().PaymentId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState).toEqual({ PaymentId: 'Maksua ei ole vielä vahvistettu.' });
    expect(await balance(db(), source.id)).toBe(1_000_00);
  });

  it('spent meanwhile, answers 422 on PaymentAmount and stays Confirmed until money comes', async () => {
    const source = await fundedAccount(30_00);
    const init = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 25 }),
    });
    expect(init.statusCode).toBe(200);
    // The money goes elsewhere while the customer is identifying.
    await fund(db(), source.id, -20_00);
    await confirmFlow(bank, init.json().SessionId);
    const complete = await bank.call({
      url: '/api/bank/sepa-payment-complete',
      cookie: aino,
      body: { PaymentId: init.json().PaymentId },
    });
    expect(complete.statusCode).toBe(422);
    expect(complete.json().ModelState).toEqual({
      PaymentAmount: 'Tilillä ei ole riittävästi katetta.',
    });
    expect((await paymentRow(init.json().PaymentId)).status).toBe('Confirmed');
    await fund(db(), source.id, 20_00);
    const again = await bank.call({
      url: '/api/bank/sepa-payment-complete',
      cookie: aino,
      body: { PaymentId: init.json().PaymentId },
    });
    expect(again.json().Status).toBe('Booked');
    expect(await balance(db(), source.id)).toBe(5_00);
  });

  it('to an account of this bank moves straight to it: the payee sees a Deposit from the payer', async () => {
    const source = await fundedAccount();
    const jukka = await bank.cookieFor(JUKKA);
    const jukkasId = await customerIdOf(bank, jukka);
    const [target] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.customerId, jukkasId), eq(accounts.product, 'payment')));
    const before = await balance(db(), target!.id);
    const { complete } = await pay(
      bank,
      aino,
      draftFor(source.id, {
        RecipientIban: target!.iban,
        RecipientName: 'Jukka Kuusela',
        ReferenceNumber: undefined,
        Message: 'Lounas',
      }),
    );
    expect(complete.json().Status).toBe('Booked');
    expect((await balance(db(), target!.id)) - before).toBe(12_50);
    const [incoming] = await db()
      .select()
      .from(postings)
      .where(and(eq(postings.accountId, target!.id), eq(postings.message, 'Lounas')));
    expect(incoming).toMatchObject({
      transactionType: 'Deposit',
      counterpartyName: 'Aino Virtanen',
      counterpartyIban: source.iban,
    });
  });

  it('saves the payee once when asked (saveReceiverToList), whatever the number of payments', async () => {
    const source = await fundedAccount();
    const payee = { RecipientIban: 'FI2750000050001204', RecipientName: 'Verohallinto' };
    for (let i = 0; i < 2; i++) {
      const { complete } = await pay(
        bank,
        aino,
        draftFor(source.id, { ...payee, saveReceiverToList: true }),
      );
      expect(complete.json().Status).toBe('Booked');
    }
    const saved = await db()
      .select()
      .from(payees)
      .where(and(eq(payees.customerId, ainoId), eq(payees.receiverName, 'Verohallinto')));
    expect(saved).toHaveLength(1);
  });
});

describe('refusals naming the field', () => {
  it("refuses a payment from another customer's account (404 on sourceAccountId)", async () => {
    const jukka = await bank.cookieFor(JUKKA);
    const [jukkas] = await db()
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, await customerIdOf(bank, jukka)),
          eq(accounts.product, 'payment'),
        ),
      );
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(jukkas!.id),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().ModelState).toEqual({ sourceAccountId: 'Tiliä ei löytynyt.' });
  });

  it('refuses a payment from a savings account (422 on sourceAccountId)', async () => {
    const savings = await openAccount(db(), ainoId, 'savings');
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(savings.id),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().ModelState).toEqual({
      sourceAccountId: 'Maksun voi maksaa vain käyttötililtä.',
    });
  });

  it('answers a refusal in the language the web bank asks for, Finnish unless it is one of ours', async () => {
    const savings = await openAccount(db(), ainoId, 'savings');
    const refusalIn = async (language: string) =>
      (
        await bank.call({
          url: '/api/bank/sepa-payment-init',
          cookie: aino,
          body: draftFor(savings.id),
          headers: { 'accept-language': language },
        })
      ).json().ModelState;
    expect(await refusalIn('en')).toEqual({
      sourceAccountId: 'A payment can only be made from a payment account.',
    });
    expect(await refusalIn('sv-FI,sv;q=0.9,en;q=0.8')).toEqual({
      sourceAccountId: 'En betalning kan bara göras från ett brukskonto.',
    });
    expect(await refusalIn('de-DE,de;q=0.9')).toEqual({
      sourceAccountId: 'Maksun voi maksaa vain käyttötililtä.',
    });
  });

  it('names the limit and what is left of it in the customer’s language and money format', async () => {
    const source = await fundedAccount(20_000_00);
    const overIn = async (language: string) =>
      (
        await bank.call({
          url: '/api/bank/sepa-payment-init',
          cookie: aino,
          body: draftFor(source.id, { PaymentAmount: 5_000.01 }),
          headers: { 'accept-language': language },
        })
      ).json().ModelState.PaymentAmount;
    expect(await overIn('en')).toMatch(
      /^The payment exceeds your daily payment limit of €5,000\.00\. €[\d,]+\.\d\d of today’s limit is left\.$/,
    );
    expect(await overIn('sv')).toMatch(
      /^Betalningen överskrider din betalningsgräns per dag på 5\s000,00\s€\. Av dagens gräns återstår [\d\s]+,\d\d\s€\.$/,
    );
  });

  it('refuses a past due date and one more than a year ahead (400 on DueDate)', async () => {
    const source = await fundedAccount();
    for (const [DueDate, message] of [
      [daysAhead(-1), 'Eräpäivä ei voi olla menneisyydessä'],
      [daysAhead(400), 'Eräpäivä voi olla enintään vuoden päässä'],
    ] as const) {
      const response = await bank.call({
        url: '/api/bank/sepa-payment-init',
        cookie: aino,
        body: draftFor(source.id, { DueDate }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ModelState).toEqual({ DueDate: message });
    }
  });

  it('refuses both a reference and a message (400 on Message)', async () => {
    const source = await fundedAccount();
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { Message: 'Lasku' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual({
      Message: 'Anna joko viitenumero tai viesti, ei molempia',
    });
  });

  it('refuses a payment over the daily limit, counting the payments already scheduled for that day', async () => {
    const source = await fundedAccount(20_000_00);
    const over = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 5_000.01, DueDate: daysAhead(20) }),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().ModelState.PaymentAmount).toMatch(
      /^Maksu ylittää päivittäisen maksurajasi 5\s000,00\s€/,
    );
    const { complete } = await pay(
      bank,
      aino,
      draftFor(source.id, { PaymentAmount: 3_000, DueDate: daysAhead(20) }),
    );
    expect(complete.json().Status).toBe('Scheduled');
    const second = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 2_500, DueDate: daysAhead(20) }),
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().ModelState.PaymentAmount).toMatch(/jäljellä 2\s000,00\s€/);
    const otherDay = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, { PaymentAmount: 2_500, DueDate: daysAhead(21) }),
    });
    expect(otherDay.statusCode).toBe(200);
  });

  it('re-checks the limits at booking: two confirmed payments cannot both use the same room', async () => {
    const source = await fundedAccount(20_000_00);
    const day = daysAhead(40);
    const inits = [];
    const flows = [];
    for (const amount of [3_000, 3_000]) {
      const init = await bank.call({
        url: '/api/bank/sepa-payment-init',
        cookie: aino,
        body: draftFor(source.id, { PaymentAmount: amount, DueDate: day }),
      });
      flows.push(init.json().SessionId);
      inits.push(init.json().PaymentId);
    }
    // Both were within the limits when filled in; the first confirmed takes the room.
    for (const flow of flows) await confirmFlow(bank, flow);
    const answers = await Promise.all(
      inits.map((PaymentId) =>
        bank.call({ url: '/api/bank/sepa-payment-complete', cookie: aino, body: { PaymentId } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().ModelState).toHaveProperty(
      'PaymentAmount',
    );
  });

  it('refuses a non-FI account when cross-border payments are blocked (422 on RecipientIban), saying what to do without naming a page the bank does not have', async () => {
    const source = await fundedAccount();
    await db()
      .update(paymentControls)
      .set({ sepaCrossborderEnabled: false })
      .where(eq(paymentControls.customerId, ainoId));
    const refusalIn = async (language: string) => {
      const response = await bank.call({
        url: '/api/bank/sepa-payment-init',
        cookie: aino,
        body: draftFor(source.id, {
          RecipientIban: swedishIban('58398257466'),
          RecipientName: 'Elsa Lindqvist',
          Bic: 'ESSESESS',
        }),
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(422);
      return response.json().ModelState;
    };
    try {
      expect(await refusalIn('fi')).toEqual({
        RecipientIban:
          'Maksut ulkomaisille tileille on estetty turvarajoissasi. Voit sallia ne muuttamalla turvarajojasi.',
      });
      expect(await refusalIn('sv')).toEqual({
        RecipientIban:
          'Betalningar till utländska konton är spärrade i dina säkerhetsgränser. Du kan tillåta dem genom att ändra dina säkerhetsgränser.',
      });
      expect(await refusalIn('en')).toEqual({
        RecipientIban:
          'Payments to foreign accounts are blocked in your security limits. You can allow them by changing your security limits.',
      });
    } finally {
      await db()
        .update(paymentControls)
        .set({ sepaCrossborderEnabled: true })
        .where(eq(paymentControls.customerId, ainoId));
    }
  });

  it('the view-only customer (Pekka) cannot pay: 403', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    const [pekkas] = await db()
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, await customerIdOf(bank, pekka)),
          eq(accounts.product, 'payment'),
        ),
      );
    const response = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: pekka,
      body: draftFor(pekkas!.id),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().ModelState.customer).toMatch(/vain katseluoikeus/);
  });

  it('refuses a suggested name that is not the holder’s (400 on suggestedPayeeName), and takes the holder’s', async () => {
    const source = await fundedAccount();
    const wrong = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, {
        RecipientName: 'Virta Sahko',
        suggestedPayeeName: 'Joku Muu Oy',
      }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ModelState).toHaveProperty('suggestedPayeeName');
    const right = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie: aino,
      body: draftFor(source.id, {
        RecipientName: 'Virta Sahko',
        suggestedPayeeName: 'virta sähkö oy',
      }),
    });
    const row = await paymentRow(right.json().PaymentId);
    expect(row).toMatchObject({
      recipientName: 'Virta Sähkö Oy',
      payeeVerificationResult: 'Match',
    });
  });
});

describe('future payments', () => {
  it('a payment due later is Scheduled, listed, and can be removed once', async () => {
    const source = await fundedAccount();
    const { complete } = await pay(bank, aino, draftFor(source.id, { DueDate: daysAhead(5) }));
    expect(complete.json()).toMatchObject({
      Status: 'Scheduled',
      TransactionId: null,
      BookingDate: null,
    });
    expect(await balance(db(), source.id)).toBe(1_000_00);
    const id = complete.json().PaymentId;
    const listed = (await bank.call({ url: '/api/bank/future-payments', cookie: aino })).json();
    expect(listed.map((p: { PaymentId: string }) => p.PaymentId)).toContain(id);
    const removed = await bank.call({
      url: '/api/bank/remove-future-payment',
      cookie: aino,
      body: { PaymentId: id },
    });
    expect(removed.json()).toEqual({ Removed: true });
    expect((await paymentRow(id)).status).toBe('Removed');
    const again = await bank.call({
      url: '/api/bank/remove-future-payment',
      cookie: aino,
      body: { PaymentId: id },
    });
    expect(again.statusCode).toBe(422);
    const listedAfter = (
      await bank.call({ url: '/api/bank/future-payments', cookie: aino })
    ).json();
    expect(listedAfter.map((p: { PaymentId: string }) => p.PaymentId)).not.toContain(id);
  });

  it('is edited only after strong confirmation, once, by the variant of the customer type', async () => {
    const source = await fundedAccount();
    const { complete } = await pay(bank, aino, draftFor(source.id, { DueDate: daysAhead(5) }));
    const PaymentId = complete.json().PaymentId;
    const edit = { PaymentId, PaymentAmount: 99.9, DueDate: daysAhead(7), Message: 'Uusi viesti' };
    const asCompany = await bank.call({
      url: '/api/bank/edit-future-payment-company-init',
      cookie: aino,
      body: edit,
    });
    expect(asCompany.statusCode).toBe(403);
    const init = await bank.call({
      url: '/api/bank/edit-future-payment-consumer-init',
      cookie: aino,
      body: edit,
    });
    expect(init.statusCode).toBe(200);
    expect(init.json().ApprovalText).toContain('99,90');
    const early = await bank.call({
      url: '/api/bank/edit-future-payment-consumer-complete',
      cookie: aino,
      body: { PaymentId },
    });
    expect(early.statusCode).toBe(422);
    expect((await paymentRow(PaymentId)).amount).toBe(12_50);

    await confirmFlow(bank, init.json().SessionId);
    const done = await bank.call({
      url: '/api/bank/edit-future-payment-consumer-complete',
      cookie: aino,
      body: { PaymentId },
    });
    expect(done.json()).toMatchObject({
      Status: 'Scheduled',
      PaymentAmount: 99.9,
      DueDate: daysAhead(7),
      ReferenceNumber: null,
      Message: 'Uusi viesti',
    });
    const repeat = await bank.call({
      url: '/api/bank/edit-future-payment-consumer-complete',
      cookie: aino,
      body: { PaymentId },
    });
    expect(repeat.json()).toEqual(done.json());
  });

  it('bookDuePayments books a payment whose day has come and fails one without funds', async () => {
    const rich = await fundedAccount(500_00);
    const poor = await fundedAccount(1_00);
    const day = daysAhead(60);
    const paid = await pay(bank, aino, draftFor(rich.id, { PaymentAmount: 200, DueDate: day }));
    const unpaid = await pay(bank, aino, draftFor(poor.id, { PaymentAmount: 200, DueDate: day }));
    expect([paid.complete.json().Status, unpaid.complete.json().Status]).toEqual([
      'Scheduled',
      'Scheduled',
    ]);

    // The day before, both wait (other tests' earlier payments may be booked meanwhile).
    await bookDuePayments(db(), parseIsoDate(daysAhead(59))!);
    expect((await paymentRow(paid.init.json().PaymentId)).status).toBe('Scheduled');
    expect((await paymentRow(unpaid.init.json().PaymentId)).status).toBe('Scheduled');
    const outcome = await bookDuePayments(db(), parseIsoDate(day)!);
    expect(outcome).toEqual({ booked: 1, failed: 1 });

    const booked = await paymentRow(paid.init.json().PaymentId);
    expect(booked).toMatchObject({ status: 'Booked', bookedOn: day });
    expect(await balance(db(), rich.id)).toBe(300_00);
    const failed = await paymentRow(unpaid.init.json().PaymentId);
    // Kept as the refusal's code, to be told in the language of whoever reads it.
    expect(failed).toMatchObject({ status: 'Failed', failureReason: 'errors.insufficient_funds' });
    expect(await balance(db(), poor.id)).toBe(1_00);
    const details = await bank.call({
      url: '/api/bank/accountpaymentdetails',
      cookie: aino,
      body: { paymentId: failed.id },
    });
    expect(details.json().PaymentFailed).toBe(true);
    // A second run finds nothing left to do.
    expect(await bookDuePayments(db(), parseIsoDate(day)!)).toEqual({ booked: 0, failed: 0 });
  });
});

describe('the full confirmation by strong identification', () => {
  it('init → start-authentication → identification page → callback → complete books it', async () => {
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Aino Virtanen');
    const cookie = browser.cookieHeader;
    const source = await fundedAccount(300_00);
    const init = await bank.call({
      url: '/api/bank/sepa-payment-init',
      cookie,
      body: draftFor(source.id, { PaymentAmount: 75.25 }),
    });
    expect(init.statusCode).toBe(200);
    const { SessionId, PaymentId, ApprovalText } = init.json();
    const start = await bank.call({
      url: '/api/auth/start-authentication',
      cookie,
      body: paymentConfirmationStart(SessionId, `/bank/accounts/payment?paymentId=${PaymentId}`),
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().IdentificationUrl);
    const page = await browser.follow(await browser.request('GET', `${url.pathname}${url.search}`));
    expect(page.response.body).toContain(ApprovalText.replace(/\u00a0/g, '&nbsp;').slice(0, 10));
    const uid = page.path.split('/').pop();
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    expect(done.path).toBe(`/bank/accounts/payment?paymentId=${PaymentId}&status=ok`);
    // Booked as soon as it is confirmed; the receipt's complete call books nothing more.
    expect((await paymentRow(PaymentId)).status).toBe('Booked');

    const complete = await bank.call({
      url: '/api/bank/sepa-payment-complete',
      cookie,
      body: { PaymentId },
    });
    expect(complete.json().Status).toBe('Booked');
    const [leg] = await db()
      .select()
      .from(postings)
      .where(
        and(eq(postings.accountId, source.id), eq(postings.id, complete.json().TransactionId)),
      );
    expect(leg?.amount).toBe(-75_25);
    const listed = (await bank.call({ url: '/api/bank/accounts', cookie })).json();
    expect(listed.find((a: { Id: string }) => a.Id === source.id).Balance).toBe(224.75);
  });
});
