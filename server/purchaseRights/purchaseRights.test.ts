import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRights, customers, users } from '../db/schema';
import { SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA } from '../testing/money';
import { confirmFlow } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** A company's main user grants and removes people's rights to act for it, confirmed strongly. */

const EMILIA = '190401A984F';
const emilia = { PersonalId: EMILIA, FirstName: 'Emilia', LastName: 'Lehtonen' };

let bank: TestBank;
let jukka: string;

const call = (cookie: string, name: string, body: Record<string, unknown> = {}) =>
  bank.call({ url: `/api/auth/${name}`, cookie, body });
const rights = async (cookie: string) =>
  (await bank.call({ method: 'GET', url: '/api/auth/purchase-rights', cookie })).json().Rights;

/** Prepares a change, confirms it as the identification would, and completes it. */
async function confirmed(cookie: string, name: string, body: Record<string, unknown>) {
  const prepared = await call(cookie, name, body);
  expect(prepared.statusCode, prepared.body).toBe(200);
  await confirmFlow(bank, prepared.json().SessionId);
  const completed = await call(cookie, 'purchase-rights-complete', {
    SessionId: prepared.json().SessionId,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return { prepared: prepared.json(), rights: completed.json().Rights };
}

const companiesOf = async (cookie: string) =>
  (await bank.call({ method: 'GET', url: '/api/bank/customer', cookie }))
    .json()
    .AvailableCustomers.map((customer: { Name: string }) => customer.Name);

beforeAll(async () => {
  bank = await startTestBank();
  jukka = await companyCookie(bank, JUKKA);
});
afterAll(() => bank.close());

describe('purchase rights', () => {
  it('the main user grants a person the right, confirmed; the person then sees the company', async () => {
    expect(await rights(jukka)).toEqual([]);
    const unconfirmed = await call(jukka, 'purchase-rights-add', emilia);
    const early = await call(jukka, 'purchase-rights-complete', {
      SessionId: unconfirmed.json().SessionId,
    });
    expect(early.statusCode).toBe(422);

    const { prepared, rights: granted } = await confirmed(jukka, 'purchase-rights-add', emilia);
    expect(prepared.ApprovalText).toBe(
      'Valtuus toimia yrityksen Kuusela Rakennus Oy puolesta: Emilia Lehtonen',
    );
    expect(granted).toEqual([
      {
        Id: expect.any(String),
        Name: 'Emilia Lehtonen',
        MaskedPersonalId: '190401A****',
        GrantedAt: expect.any(String),
      },
    ]);
    const emiliaCookie = await bank.cookieFor(EMILIA);
    expect(await companiesOf(emiliaCookie)).toEqual(['Emilia Lehtonen', 'Kuusela Rakennus Oy']);

    // Acting for the company, she may see it but not grant rights herself.
    const asCompany = await companyCookie(bank, EMILIA);
    expect(await rights(asCompany)).toHaveLength(1);
    const refused = await call(asCompany, 'purchase-rights-add', {
      PersonalId: AINO,
      FirstName: 'Aino',
      LastName: 'Virtanen',
    });
    expect(refused.statusCode).toBe(403);

    const twice = await call(jukka, 'purchase-rights-add', emilia);
    expect(twice.json().ModelState).toEqual({
      PersonalId: 'Henkilöllä on jo oikeus toimia yrityksen puolesta.',
    });
  });

  it('removes a right, confirmed: the person no longer sees the company, nor acts for it', async () => {
    const asCompany = await companyCookie(bank, EMILIA);
    const [right] = await rights(jukka);
    const { rights: left } = await confirmed(jukka, 'purchase-rights-delete', { Id: right.Id });
    expect(left).toEqual([]);
    expect(await companiesOf(await bank.cookieFor(EMILIA))).toEqual(['Emilia Lehtonen']);
    // Her session on the company ended with the right.
    expect(
      (await bank.call({ method: 'GET', url: '/api/auth/purchase-rights', cookie: asCompany }))
        .statusCode,
    ).toBe(401);
    const again = await call(jukka, 'purchase-rights-delete', { Id: right.Id });
    expect(again.statusCode).toBe(404);
  });

  it('grants a person the bank has not met, for when they identify', async () => {
    const stranger = { PersonalId: '010190-998V', FirstName: 'Teemu', LastName: 'Laaksonen' };
    const { rights: granted } = await confirmed(jukka, 'purchase-rights-add', stranger);
    expect(granted.map((r: { Name: string }) => r.Name)).toEqual(['Teemu Laaksonen']);
    const [user] = await bank.database.db
      .select()
      .from(users)
      .where(eq(users.personalId, stranger.PersonalId));
    expect(user).toMatchObject({ firstName: 'Teemu', demoOrder: null });
  });

  it('is the company’s own: a card holder, a person and bad input are refused', async () => {
    const sanna = await companyCookie(bank, SANNA);
    expect(
      (await bank.call({ method: 'GET', url: '/api/auth/purchase-rights', cookie: sanna }))
        .statusCode,
    ).toBe(403);
    const aino = await bank.cookieFor(AINO);
    expect((await call(aino, 'purchase-rights-add', emilia)).statusCode).toBe(403);
    const badId = await call(jukka, 'purchase-rights-add', {
      ...emilia,
      PersonalId: '190401A984X',
    });
    expect(badId.json()).toEqual({
      ModelState: { PersonalId: 'Tarkista henkilötunnus.' },
      status: 400,
    });
    // Another company's main user neither sees Kuusela's rights nor removes them.
    const [right] = await rights(jukka);
    const [company] = await bank.database.db
      .insert(customers)
      .values({ type: 'Company', name: 'Virtanen Design Oy', identityCode: '1572860-0' })
      .returning();
    const [ainoUser] = await bank.database.db
      .select()
      .from(users)
      .where(eq(users.personalId, AINO));
    await bank.database.db
      .insert(customerRights)
      .values({ userId: ainoUser!.id, customerId: company!.id, role: 'MainUser' });
    const otherMainUser = await companyCookie(bank, AINO);
    expect(await rights(otherMainUser)).toEqual([]);
    const removal = await call(otherMainUser, 'purchase-rights-delete', { Id: right.Id });
    expect(removal.statusCode).toBe(404);
  });
});
