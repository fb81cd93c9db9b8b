import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as communication from '../../api/communication';
import { callFuzz, callsOf, fieldValues, type ValidBody } from '../testing/callFuzz';
import { AINO, newKey } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Every call of messages with the bank, sent as Aino. */
const CALLS = callsOf(communication);
const FIELDS = ['ThreadId', 'MessageId', 'Subject', 'Body', 'IsDraft'];

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;
let validBodies: ValidBody[];
let reply: ValidBody;
let draftSend: ValidBody;
let deleteSent: ValidBody;

beforeAll(async () => {
  bank = await startTestBank();
  const cookie = await bank.cookieFor(AINO);
  const write = async (name: string, body: unknown) =>
    (await bank.call({ url: `/api/bank/communication-${name}`, cookie, body })).json();
  const { ThreadId, MessageId: sent } = await write('send-message', {
    Subject: 'Sumutus',
    Body: 'Ensimmäinen viesti',
  });
  const { MessageId: draft } = await write('reply-thread', {
    ThreadId,
    Body: 'Luonnos',
    IsDraft: true,
  });
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [ThreadId, sent, draft],
      numbers: [0, -1, 1, 1e12],
      dates: ['2026-01-01', '9999-12-31'],
      words: ['Hei', 'x'.repeat(101), 'y'.repeat(2001), 'rivi\nrivi', '\u0000', ' '],
      text: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ maxLength: 3000 })),
    }),
  });
  reply = [communication.communicationReplyThread, () => ({ ThreadId, Body: 'Vastaus' })];
  // Sending the draft uses it up: later runs are refused (422).
  draftSend = [
    communication.communicationSendDrafted,
    () => ({ MessageId: draft, Body: 'Valmis' }),
  ];
  // What was sent is kept: deleting it is refused by the rule (422), whatever else comes along.
  deleteSent = [communication.communicationDeleteMessage, () => ({ MessageId: sent })];
  validBodies = [
    [communication.communicationGetThread, () => ({ ThreadId })],
    [
      communication.communicationSendMessage,
      () => ({ Subject: 'Aihe', Body: 'Teksti', IsDraft: true }),
    ],
    reply,
    draftSend,
    deleteSent,
    [communication.communicationDeleteMessage, () => ({ MessageId: draft })],
  ];
});
afterAll(() => bank.close());

describe('fuzzed payloads for the messages calls never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });

  it('valid requests with one of their fields replaced or removed', async () => {
    await fuzz.oneFieldOff(validBodies, 80, {
      200: [reply, 'Body', 'Toinen vastaus'],
      400: [reply, 'Body', ''],
      404: [reply, 'ThreadId', newKey()],
      422: [deleteSent, 'Body', 'ylimääräinen'],
    });
  });
});
