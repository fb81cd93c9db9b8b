import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../domain/communication/messageForm';
import { companyCookie } from '../testing/companySession';
import { AINO, JUKKA, MIKKO, newKey, PEKKA } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Messages with the bank: threads, the automatic answer, reading, drafts, whose is whose. */

let bank: TestBank;
let aino: string;
let mikko: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
  mikko = await bank.cookieFor(MIKKO);
});
afterAll(() => bank.close());

const call = (name: string, cookie: string, body: unknown = {}, headers = {}) =>
  bank.call({ url: `/api/bank/communication-${name}`, cookie, body, headers });
const inboxOf = async (cookie: string) => (await call('threads', cookie)).json();
const threadOf = async (cookie: string, ThreadId: string, headers = {}) =>
  (await call('get-thread', cookie, { ThreadId }, headers)).json();

async function start(cookie: string, body: Record<string, unknown> = {}) {
  const response = await call('send-message', cookie, {
    Subject: 'Kortin raja',
    Body: 'Hei!\nVoiko luottokorttini rajaa nostaa?',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ThreadId: string; MessageId: string };
}

describe('a new thread', () => {
  it('gets the bank’s automatic answer, unread, counted in the inbox', async () => {
    const before = (await inboxOf(aino)).UnreadCount;
    const { ThreadId } = await start(aino);
    const inbox = await inboxOf(aino);
    expect(inbox.UnreadCount).toBe(before + 1);
    expect(inbox.Threads[0]).toMatchObject({
      Id: ThreadId,
      Subject: 'Kortin raja',
      UnreadCount: 1,
      HasDraft: false,
    });

    const thread = await threadOf(aino, ThreadId);
    expect(thread.Subject).toBe('Kortin raja');
    expect(thread.Messages).toEqual([
      expect.objectContaining({
        Sender: 'Customer',
        AuthorName: 'Aino Virtanen',
        Body: 'Hei!\nVoiko luottokorttini rajaa nostaa?',
        IsDraft: false,
        WasUnread: false,
      }),
      expect.objectContaining({
        Sender: 'Bank',
        AuthorName: null,
        Body: expect.stringMatching(/^Kiitos viestistäsi!.*automaattinen vastaus\.$/),
        IsDraft: false,
        WasUnread: true,
      }),
    ]);
  });

  it('is read once opened: the count clears, and the answer is in the reader’s language', async () => {
    const { ThreadId } = await start(aino, { Subject: 'Toinen asia' });
    await threadOf(aino, ThreadId);
    const again = await threadOf(aino, ThreadId, { 'accept-language': 'en' });
    expect(again.Messages[1].WasUnread).toBe(false);
    expect(again.Messages[1].Body).toMatch(/^Thank you for your message!/);
    const inbox = await inboxOf(aino);
    expect(inbox.UnreadCount).toBe(
      inbox.Threads.reduce((sum: number, t: { UnreadCount: number }) => sum + t.UnreadCount, 0),
    );
    expect(inbox.Threads.find((t: { Id: string }) => t.Id === ThreadId).UnreadCount).toBe(0);
  });

  it('a reply is added to the thread, without another automatic answer', async () => {
    const { ThreadId } = await start(aino, { Subject: 'Vastaus' });
    const reply = await call('reply-thread', aino, { ThreadId, Body: 'Lisätieto' });
    expect(reply.statusCode).toBe(200);
    const thread = await threadOf(aino, ThreadId);
    expect(thread.Messages.map((m: { Sender: string }) => m.Sender)).toEqual([
      'Customer',
      'Bank',
      'Customer',
    ]);
    expect(thread.Messages[2].Body).toBe('Lisätieto');
  });
});

describe('drafts', () => {
  it('a draft thread gets no answer until the draft is sent, with its final words', async () => {
    const { ThreadId, MessageId } = await start(aino, { Subject: 'Luonnos', IsDraft: true });
    const listed = (await inboxOf(aino)).Threads.find((t: { Id: string }) => t.Id === ThreadId);
    expect(listed).toMatchObject({ HasDraft: true, UnreadCount: 0 });
    expect((await threadOf(aino, ThreadId)).Messages).toEqual([
      expect.objectContaining({ Id: MessageId, IsDraft: true, SentAt: null }),
    ]);

    const sent = await call('send-drafted', aino, { MessageId, Body: 'Lopullinen teksti' });
    expect(sent.json()).toEqual({ ThreadId, MessageId });
    const thread = await threadOf(aino, ThreadId);
    expect(thread.Messages).toEqual([
      expect.objectContaining({ Body: 'Lopullinen teksti', IsDraft: false }),
      expect.objectContaining({ Sender: 'Bank', WasUnread: true }),
    ]);
    // Sent once: sending it again is refused.
    const again = await call('send-drafted', aino, { MessageId, Body: 'Uudestaan' });
    expect(again.statusCode).toBe(422);
    expect(again.json().ModelState).toEqual({
      MessageId: 'Vain lähettämättömän luonnoksen voi poistaa tai lähettää',
    });
  });

  it('a draft reply is kept apart from what was sent, and can be deleted', async () => {
    const { ThreadId, MessageId: first } = await start(aino, { Subject: 'Poisto' });
    const draft = (
      await call('reply-thread', aino, { ThreadId, Body: 'Keskeneräinen', IsDraft: true })
    ).json();
    const deleted = await call('delete-message', aino, { MessageId: draft.MessageId });
    expect(deleted.json()).toEqual({ ThreadId, ThreadDeleted: false });
    expect((await threadOf(aino, ThreadId)).Messages).toHaveLength(2);
    // What was sent is the bank's record: not deleted.
    const refused = await call('delete-message', aino, { MessageId: first });
    expect(refused.statusCode).toBe(422);
    const bankAnswer = (await threadOf(aino, ThreadId)).Messages[1].Id;
    expect((await call('delete-message', aino, { MessageId: bankAnswer })).statusCode).toBe(422);
  });

  it('deleting a thread’s only draft removes the thread', async () => {
    const { ThreadId, MessageId } = await start(aino, { Subject: 'Pois', IsDraft: true });
    expect((await call('delete-message', aino, { MessageId })).json()).toEqual({
      ThreadId,
      ThreadDeleted: true,
    });
    expect((await call('get-thread', aino, { ThreadId })).statusCode).toBe(404);
  });
});

describe('one customer’s threads are never another’s', () => {
  it('another customer cannot read, reply to, send or delete in them: not found', async () => {
    const { ThreadId } = await start(aino, { Subject: 'Yksityinen' });
    const draft = (
      await call('reply-thread', aino, { ThreadId, Body: 'Luonnos', IsDraft: true })
    ).json();
    expect((await inboxOf(mikko)).Threads.some((t: { Id: string }) => t.Id === ThreadId)).toBe(
      false,
    );
    const refusals = [
      await call('get-thread', mikko, { ThreadId }),
      await call('reply-thread', mikko, { ThreadId, Body: 'Hei' }),
      await call('send-drafted', mikko, { MessageId: draft.MessageId, Body: 'Hei' }),
      await call('delete-message', mikko, { MessageId: draft.MessageId }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(refusals[0]!.json().ModelState).toEqual({ ThreadId: 'Viestiketjua ei löytynyt' });
    expect(refusals[3]!.json().ModelState).toEqual({ MessageId: 'Viestiä ei löytynyt' });
    // Aino's thread is as she left it, her draft unsent.
    const thread = await threadOf(aino, ThreadId);
    expect(thread.Messages.map((m: { IsDraft: boolean }) => m.IsDraft)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('a company’s threads are the company’s, not its representative’s own', async () => {
    const jukka = await companyCookie(bank, JUKKA);
    const { ThreadId } = await start(jukka, { Subject: 'Yrityksen asia' });
    const thread = await threadOf(jukka, ThreadId);
    expect(thread.Messages[0].AuthorName).toBe('Jukka Kuusela');
    const own = await bank.cookieFor(JUKKA);
    expect((await call('get-thread', own, { ThreadId })).statusCode).toBe(404);
  });

  it('a view-only user writes to the bank too', async () => {
    const pekka = await bank.cookieFor(PEKKA);
    await start(pekka, { Subject: 'Kysymys' });
    expect((await inboxOf(pekka)).UnreadCount).toBe(1);
  });

  it('a thread nobody has is not found', async () => {
    const response = await call('get-thread', aino, { ThreadId: newKey() });
    expect(response.statusCode).toBe(404);
  });
});

describe('bad input is told by field', () => {
  it.each([
    ['no subject', { Subject: '', Body: 'x' }, { Subject: 'Kirjoita viestille aihe' }],
    ['no text', { Subject: 'x', Body: '   ' }, { Body: 'Kirjoita viesti' }],
    [
      'a subject too long',
      { Subject: 'x'.repeat(SUBJECT_MAX_LENGTH + 1), Body: 'x' },
      { Subject: 'Aihe voi olla enintään 100 merkkiä pitkä' },
    ],
    [
      'a text too long',
      { Subject: 'x', Body: 'x'.repeat(BODY_MAX_LENGTH + 1) },
      { Body: 'Viesti voi olla enintään 2000 merkkiä pitkä' },
    ],
    [
      'a control character',
      { Subject: 'x', Body: 'a\u0007b' },
      { Body: 'Viestissä on merkkejä, joita ei voi lähettää' },
    ],
    [
      'a subject of two lines',
      { Subject: 'a\nb', Body: 'x' },
      { Subject: 'Aiheen tulee olla yksi rivi ilman erikoismerkkejä' },
    ],
  ])('%s', async (_case, body, modelState) => {
    const response = await call('send-message', aino, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState).toEqual(modelState);
  });

  it('answers no-store', async () => {
    const response = await call('threads', aino);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
