import { afterAll, beforeAll, describe, it } from 'vitest';
import * as cardHolders from '../../api/cardHolders';
import * as cardOrders from '../../api/cardOrders';
import * as cardPurchases from '../../api/cardPurchases';
import * as cards from '../../api/cards';
import * as cardStatus from '../../api/cardStatus';
import * as prepaidCards from '../../api/prepaidCards';
import { blockedOnly, cardsCall, limitsInEuros } from '../testing/cards';
import { callFuzz, callsOf, fieldValues, type ValidBody } from '../testing/callFuzz';
import { companyCookie } from '../testing/companySession';
import { JUKKA, newKey } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** Every call of the cards group, sent as the company's main user (who may make them all). */
const CALLS = [
  ...callsOf(cards),
  ...callsOf(cardStatus),
  ...callsOf(prepaidCards),
  ...callsOf(cardPurchases),
  ...callsOf(cardHolders),
  ...callsOf(cardOrders),
];

const FIELDS = [
  'cardId',
  'accountId',
  'start',
  'end',
  'requestObject',
  'Status',
  'Message',
  'FromAccountId',
  'ToAccountId',
  'Amount',
  'IdempotencyKey',
  'Merchant',
  'Region',
  'Use',
  'invitationId',
  'email',
  'CardTypeEnum',
  'HolderUserId',
  'CreditCardUsageLimits',
  'Limit',
  'ApplicationId',
  'Approved',
];

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;
let validBodies: ValidBody[];
let topUp: ValidBody;
let settings: ValidBody;

beforeAll(async () => {
  bank = await startTestBank();
  const cookie = await companyCookie(bank, JUKKA);
  const listed = (await cardsCall(bank, cookie, 'list-company')).json();
  const prepaid = listed.find(
    (card: { CardCreditType: string; CardOperatorStatusCode: string }) =>
      card.CardCreditType === 'PrepaidCard' && card.CardOperatorStatusCode === 'CARD_OK',
  );
  const [credit] = listed;
  const accounts = (await bank.call({ url: '/api/bank/company-accounts', cookie })).json();
  const invitations = (await cardsCall(bank, cookie, 'get-pending-card-holder-invitations')).json();
  const invitationId = invitations[0].Id;
  const [holder] = (await cardsCall(bank, cookie, 'company-card-holders')).json();
  const main = accounts.find((account: { CustomName: string }) => account.CustomName === 'Päätili');
  fuzz = callFuzz(bank, cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [prepaid.CardId, credit.CardId, prepaid.AccountId, main.Id, invitationId, holder.UserId],
      numbers: [0, 0.001, -1, 1, 1000, 2000.01, 1e12, 1e13],
      dates: ['2026-01-01', '2026-02-30', '0000-01-01', '9999-12-31'],
      words: [
        'CARD_OK',
        'CARD_BLOCKED',
        'CARD_CLOSED',
        'asia',
        'home',
        'cashWithdrawal',
        'kortti@example.com',
        'VIRTUAL_CARD',
        'PHYSICAL_CARD',
      ],
    }),
  });
  topUp = [
    prepaidCards.transferToCard,
    () => ({
      cardId: prepaid.CardId,
      FromAccountId: main.Id,
      Amount: 0.01,
      IdempotencyKey: newKey(),
    }),
  ];
  settings = [
    cards.companyCardSettings,
    () => ({
      cardId: credit.CardId,
      requestObject: { CreditCardUsageLimits: limitsInEuros(500, 1500, 5000, 15000) },
    }),
  ];
  validBodies = [
    [cards.companyCardDetails, () => ({ cardId: credit.CardId })],
    [
      cards.cardAccountTransactions,
      () => ({ accountId: prepaid.AccountId, start: '2026-01-01', end: '2026-06-30' }),
    ],
    settings,
    [
      cards.companyCardSettings,
      () => ({ cardId: credit.CardId, requestObject: { CreditCardRestrictions: blockedOnly() } }),
    ],
    [cardStatus.companyCardStatusUpdate, () => ({ cardId: credit.CardId, Status: 'CARD_BLOCKED' })],
    [cardStatus.toggleBlockStatuses, () => ({ cardId: credit.CardId })],
    [cardStatus.reportAbuse, () => ({ cardId: credit.CardId, Message: 'Outo veloitus' })],
    topUp,
    [
      prepaidCards.withdrawFromCard,
      () => ({
        cardId: prepaid.CardId,
        ToAccountId: main.Id,
        Amount: 0.01,
        IdempotencyKey: newKey(),
      }),
    ],
    [
      cardPurchases.sandboxCardPurchase,
      () => ({
        cardId: prepaid.CardId,
        Amount: 0.01,
        Merchant: 'R-kioski',
        Region: 'home',
        IdempotencyKey: newKey(),
      }),
    ],
    [
      cardOrders.companyRegisterCard,
      () => ({
        CardTypeEnum: 'PHYSICAL_CARD',
        HolderUserId: holder.UserId,
        CreditCardUsageLimits: limitsInEuros(100, 200, 500, 1500),
      }),
    ],
    [
      cardOrders.companyCardApplicationLimit,
      () => ({
        CardTypeEnum: 'VIRTUAL_CARD',
        HolderUserId: holder.UserId,
        CreditCardUsageLimits: limitsInEuros(0, 0, 500, 1500),
        Limit: 1000,
      }),
    ],
    [cardOrders.companyCardApplicationLimitConfirm, () => ({ ApplicationId: credit.CardId })],
    [cardOrders.getCompanyCardApplicationDetails, () => ({ ApplicationId: credit.CardId })],
    [cardHolders.removePendingInvitation, () => ({ invitationId })],
    [
      cardHolders.reactivatePendingInvitation,
      () => ({ invitationId, email: 'kortti@example.com' }),
    ],
  ];
});
afterAll(() => bank.close());

describe('fuzzed payloads for the cards calls never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });

  it('valid requests with one of their fields replaced or removed', async () => {
    await fuzz.oneFieldOff(validBodies, 80, {
      200: [topUp, 'IdempotencyKey', newKey()],
      400: [settings, 'requestObject', {}],
      404: [topUp, 'cardId', newKey()],
      422: [topUp, 'Amount', 1e9],
    });
  });
});
