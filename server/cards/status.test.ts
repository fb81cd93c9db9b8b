import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, outbox } from '../db/schema';
import { cardsCall, SANNA } from '../testing/cards';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA, MIKKO } from '../testing/money';
import { InjectBrowser, identifyAs } from '../testing/loginRoundTrip';
import { confirmFlow } from '../testing/payments';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Blocking, opening and reporting cards: prepared, confirmed by identification, then done. */

let bank: TestBank;
let aino: string;
let mikko: string;
let jukkaForCompany: string;
let sannaForCompany: string;

interface Card {
  CardId: string;
  CardTypeEnum: string;
  CardOperatorStatusCode: string;
  MaskedCardNumber: string;
}

const call = (cookie: string, name: string, body?: unknown) => cardsCall(bank, cookie, name, body);
const ainosCard = async (): Promise<Card> => (await call(aino, 'credit')).json()[0];
const statusOf = async (cardId: string) =>
  (await bank.database.db.select().from(cards).where(eq(cards.id, cardId)))[0]!.operatorStatus;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
  jukkaForCompany = await companyCookie(bank, JUKKA);
  sannaForCompany = await companyCookie(bank, SANNA);
});
afterAll(() => bank.close());

describe('blocking and opening a card', () => {
  it('a person’s card is blocked at once, and opened only once she has confirmed it', async () => {
    const card = await ainosCard();
    const blocked = await call(aino, 'consumer-card-status-update', {
      cardId: card.CardId,
      Status: 'CARD_BLOCKED',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ CardOperatorStatusCode: 'CARD_BLOCKED' });
    expect((await ainosCard()).CardOperatorStatusCode).toBe('CARD_BLOCKED');
    const [listed] = (await call(aino, 'list')).json();
    expect(listed.CardId).toBe(card.CardId);

    const again = await call(aino, 'consumer-card-status-update', {
      cardId: card.CardId,
      Status: 'CARD_BLOCKED',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().ModelState.cardId).toBe('Kortti on jo estetty.');

    const toggle = await call(aino, 'toggle-block-statuses', { cardId: card.CardId });
    expect(toggle.json().ApprovalText).toMatch(/eston poistaminen/);
    expect(toggle.json().ApprovalText).toContain(card.MaskedCardNumber);
    expect(await statusOf(card.CardId)).toBe('CARD_BLOCKED');
    await confirmFlow(bank, toggle.json().SessionId);
    expect((await ainosCard()).CardOperatorStatusCode).toBe('CARD_OK');
  });

  it('toggling a working card blocks it at once', async () => {
    const card = await ainosCard();
    const toggle = await call(aino, 'toggle-block-statuses', { cardId: card.CardId });
    expect(toggle.json()).toEqual({ CardOperatorStatusCode: 'CARD_BLOCKED' });
    expect(await statusOf(card.CardId)).toBe('CARD_BLOCKED');
    const opened = await call(aino, 'consumer-card-status-update', {
      cardId: card.CardId,
      Status: 'CARD_OK',
    });
    await confirmFlow(bank, opened.json().SessionId);
    expect(await statusOf(card.CardId)).toBe('CARD_OK');
  });

  it('an opening confirmed after the card left use is refused, the card untouched', async () => {
    const card = await ainosCard();
    await call(aino, 'toggle-block-statuses', { cardId: card.CardId });
    const prepared = await call(aino, 'toggle-block-statuses', { cardId: card.CardId });
    await bank.database.db
      .update(cards)
      .set({ operatorStatus: 'CARD_STOLEN' })
      .where(eq(cards.id, card.CardId));
    try {
      await expect(confirmFlow(bank, prepared.json().SessionId)).rejects.toThrow(
        'cards.refusals.statusFinal',
      );
      expect(await statusOf(card.CardId)).toBe('CARD_STOLEN');
    } finally {
      await bank.database.db
        .update(cards)
        .set({ operatorStatus: 'CARD_OK' })
        .where(eq(cards.id, card.CardId));
    }
  });

  it('the company’s main user reports abuse of a card: it is blocked at once and the company told', async () => {
    const [card]: Card[] = (await call(jukkaForCompany, 'list-company')).json();
    const reported = await call(jukkaForCompany, 'report-abuse', {
      cardId: card!.CardId,
      Message: 'Tuntematon ostos ulkomailla',
    });
    expect(reported.statusCode).toBe(200);
    expect(await statusOf(card!.CardId)).toBe('CARD_BLOCKED');
    const mails = await bank.database.db.select().from(outbox).where(eq(outbox.channel, 'email'));
    const receipt = mails.find((mail) => mail.body.includes('Tuntematon ostos ulkomailla'));
    expect(receipt?.body).toContain(card!.MaskedCardNumber);

    const opened = await call(jukkaForCompany, 'company-card-status-update', {
      cardId: card!.CardId,
      Status: 'CARD_OK',
    });
    await confirmFlow(bank, opened.json().SessionId);
    expect(await statusOf(card!.CardId)).toBe('CARD_OK');
  });
});

describe('the confirmation by strong identification', () => {
  it('the identification page shows the card, and the return opens it', async () => {
    const card = await ainosCard();
    await call(aino, 'toggle-block-statuses', { cardId: card.CardId });
    const browser = new InjectBrowser(bank.app);
    await identifyAs(browser, 'Aino Virtanen');
    const cookie = browser.cookieHeader;
    // Identifying again spent Aino's earlier session: the other tests go on in this one.
    aino = cookie;
    const prepared = await call(cookie, 'toggle-block-statuses', { cardId: card.CardId });
    const start = await bank.call({
      url: '/api/auth/start-authentication',
      cookie,
      body: {
        auth: {
          nextUrl: '/bank/cards/details',
          errorUrl: '/bank/cards',
          cancelUrl: '/bank/cards',
          AuthId: prepared.json().SessionId,
          type: 'CardStatus',
        },
      },
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().IdentificationUrl);
    const page = await browser.follow(await browser.request('GET', `${url.pathname}${url.search}`));
    expect(page.response.body).toContain(card.MaskedCardNumber);
    const uid = page.path.split('/').pop();
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    const done = await browser.follow(
      await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    expect(done.path).toBe('/bank/cards/details?status=ok');
    expect(await statusOf(card.CardId)).toBe('CARD_OK');
  });
});

describe('who may block a card', () => {
  it('another customer’s card is not found, and stays as it was', async () => {
    const card = await ainosCard();
    for (const name of ['toggle-block-statuses', 'report-abuse']) {
      const response = await call(mikko, name, { cardId: card.CardId });
      expect(response.statusCode, name).toBe(404);
    }
    expect(await statusOf(card.CardId)).toBe('CARD_OK');
  });

  it('a card holder blocks her own card at once, but is told to ask the main user to open it', async () => {
    const [own]: Card[] = (await call(sannaForCompany, 'list-company')).json();
    const blocked = await call(sannaForCompany, 'toggle-block-statuses', { cardId: own!.CardId });
    expect(blocked.statusCode).toBe(200);
    expect(await statusOf(own!.CardId)).toBe('CARD_BLOCKED');
    const opening = await call(sannaForCompany, 'company-card-status-update', {
      cardId: own!.CardId,
      Status: 'CARD_OK',
    });
    expect(opening.statusCode).toBe(403);
    expect(opening.json().ModelState.customer).toMatch(/pääkäyttäjä/);
    expect(await statusOf(own!.CardId)).toBe('CARD_BLOCKED');
    const opened = await call(jukkaForCompany, 'toggle-block-statuses', { cardId: own!.CardId });
    await confirmFlow(bank, opened.json().SessionId);
    expect(await statusOf(own!.CardId)).toBe('CARD_OK');
  });

  it('a card holder cannot block the company’s other cards', async () => {
    const own: Card[] = (await call(sannaForCompany, 'list-company')).json();
    const others = (await call(jukkaForCompany, 'list-company'))
      .json()
      .filter((card: Card) => !own.some((mine) => mine.CardId === card.CardId));
    expect(others.length).toBeGreaterThan(0);
    const response = await call(sannaForCompany, 'report-abuse', { cardId: others[0].CardId });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(others[0].CardId)).toBe('CARD_OK');
  });

  it('only the two statuses a customer may set are accepted', async () => {
    const card = await ainosCard();
    const response = await call(aino, 'consumer-card-status-update', {
      cardId: card.CardId,
      Status: 'CARD_CLOSED',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toHaveProperty('Status');
  });
});
