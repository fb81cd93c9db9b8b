import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { cardsCall, SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA, MIKKO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The company's main user manages who is invited to hold its cards. */

let bank: TestBank;
let jukkaForCompany: string;
let sannaForCompany: string;
let aino: string;

interface Invitation {
  Id: string;
  InsertTime: string;
  CardLimit: number;
  Email: string;
  Status: string;
}

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const invitations = async (): Promise<Invitation[]> =>
  (await call(jukkaForCompany, 'get-pending-card-holder-invitations')).json();

beforeAll(async () => {
  bank = await startTestBank();
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

describe('card-holder invitations', () => {
  it('lists the company’s pending invitations, newest first, with their limits', async () => {
    const listed = await invitations();
    expect(listed.map((invitation) => invitation.CardLimit)).toEqual([1500, 1000]);
    expect(listed.every((invitation) => invitation.Status === 'Pending')).toBe(true);
    expect(listed[0]!.InsertTime > listed[1]!.InsertTime).toBe(true);
  });

  it('removes one, and sends it again to a corrected address, pending once more', async () => {
    const [, older] = await invitations();
    const removed = await call(jukkaForCompany, 'remove-pending-card-holder-invitation', {
      invitationId: older!.Id,
    });
    expect(removed.json().Status).toBe('Removed');
    expect((await invitations()).find((i) => i.Id === older!.Id)?.Status).toBe('Removed');
    const shownRemoved = await call(aino, 'card-holder-invitation', { invitationId: older!.Id });
    expect(shownRemoved.statusCode).toBe(404);

    const email = 'anna.rantanen@kuuselarakennus.fi';
    const resent = await call(jukkaForCompany, 'reactivate-pending-card-holder-invitation', {
      invitationId: older!.Id,
      email: `  ${email} `,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ Status: 'Pending', Email: email });
    expect(resent.json().InsertTime > older!.InsertTime).toBe(true);
    const [mail] = await bank.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail?.body).toMatch(/Kuusela Rakennus Oy.*1\s000,00\s€/);
  });

  it('refuses a resend without a valid address by the spec’s key', async () => {
    const [newest] = await invitations();
    for (const email of ['', 'ei-osoite']) {
      const response = await call(jukkaForCompany, 'reactivate-pending-card-holder-invitation', {
        invitationId: newest!.Id,
        email,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ModelState.email).toBe('Syötä kelvollinen sähköpostiosoite');
    }
  });

  it('a person and the company’s card holder are refused the invitations', async () => {
    const [newest] = await invitations();
    expect((await call(aino, 'get-pending-card-holder-invitations')).statusCode).toBe(403);
    expect((await call(sannaForCompany, 'get-pending-card-holder-invitations')).statusCode).toBe(
      403,
    );
    const foreign = await call(aino, 'remove-pending-card-holder-invitation', {
      invitationId: newest!.Id,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await invitations()).find((i) => i.Id === newest!.Id)?.Status).toBe('Pending');
  });
});

describe('the company’s card holders', () => {
  it('lists each holder with the cards they hold', async () => {
    const holders = (await call(jukkaForCompany, 'company-card-holders')).json();
    expect(holders.map((holder: { Name: string }) => holder.Name)).toEqual([
      'Jukka Kuusela',
      'Sanna Heikkinen',
      'Teemu Laaksonen',
    ]);
    expect(holders[0].Cards).toHaveLength(2);
    expect(holders[2].UserId).toBeNull();
  });
});

describe('the invited person’s answer', () => {
  it('accepting makes them a card holder of the company, who sees no card of another', async () => {
    const [newest] = await invitations();
    const mikko = await bank.cookieFor(MIKKO);
    const shown = await call(mikko, 'card-holder-invitation', { invitationId: newest!.Id });
    expect(shown.json()).toEqual({
      Id: newest!.Id,
      CompanyName: 'Kuusela Rakennus Oy',
      CardLimit: newest!.CardLimit,
      Status: 'Pending',
    });
    const accepted = await call(mikko, 'card-holder-invitation-approval-update', {
      invitationId: newest!.Id,
      Approved: true,
    });
    expect(accepted.json()).toEqual({ Id: newest!.Id, Status: 'Accepted' });
    expect((await invitations()).map((invitation) => invitation.Id)).not.toContain(newest!.Id);

    const mikkoForCompany = await companyCookie(bank, MIKKO);
    expect((await call(mikkoForCompany, 'list-company')).json()).toEqual([]);
    // A card can now be ordered for him, though he holds none yet.
    const holders = (await call(jukkaForCompany, 'company-card-holders')).json();
    expect(holders).toContainEqual({
      UserId: expect.any(String),
      Name: 'Mikko Korhonen',
      Cards: [],
    });
    const again = await call(mikkoForCompany, 'card-holder-invitation-approval-update', {
      invitationId: newest!.Id,
      Approved: false,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a rejected or removed invitation cannot be accepted', async () => {
    const [other] = await invitations();
    const rejected = await call(aino, 'card-holder-invitation-approval-update', {
      invitationId: other!.Id,
      Approved: false,
    });
    expect(rejected.json().Status).toBe('Rejected');
    const late = await call(aino, 'card-holder-invitation-approval-update', {
      invitationId: other!.Id,
      Approved: true,
    });
    expect(late.statusCode).toBe(404);
    const shownLate = await call(aino, 'card-holder-invitation', { invitationId: other!.Id });
    expect(shownLate.json().Status).toBe('Rejected');
    const resent = await call(jukkaForCompany, 'reactivate-pending-card-holder-invitation', {
      invitationId: other!.Id,
      email: 'toinen@example.com',
    });
    expect(resent.statusCode).toBe(404);
    const customer = (
      await bank.call({ method: 'GET', url: '/api/bank/customer', cookie: aino })
    ).json();
    expect(
      customer.AvailableCustomers.some(
        (c: { customerType: string }) => c.customerType === 'Company',
      ),
    ).toBe(false);
  });
});
