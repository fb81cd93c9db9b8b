import * as auth from '../../api/auth';
import * as bank from '../../api/bank';
import * as bankAccounts from '../../api/bankAccounts';
import type { CallOutput } from '../../api/call';
import * as cardHolders from '../../api/cardHolders';
import * as cards from '../../api/cards';
import { loggedInAs, type TestCustomer } from './customers';
import { createFakeBank } from './fakeBank';
import { detailsOf, SAMPLE_ACCOUNTS } from './sampleAccounts';
import { IDENTIFICATION_URL } from './paymentBank';

/** A company's cards, holders and invitations, as the card-order pages' tests see them. */

export const JUKKA_ID = 'b1000000-0000-4000-8000-000000000001';
export const SANNA_ID = 'b1000000-0000-4000-8000-000000000002';
export const PREPAID_CARD_ID = 'c2000000-0000-4000-8000-000000000001';
export const CREDIT_CARD_ID = 'c2000000-0000-4000-8000-000000000002';
export const ORDER_ID = 'c3000000-0000-4000-8000-000000000001';

export const HOLDERS: CallOutput<typeof cardHolders.companyCardHolders> = [
  {
    UserId: JUKKA_ID,
    Name: 'Jukka Kuusela',
    Cards: [{ CardId: CREDIT_CARD_ID, MaskedCardNumber: '**** **** **** 1111' }],
  },
  {
    UserId: SANNA_ID,
    Name: 'Sanna Heikkinen',
    Cards: [{ CardId: PREPAID_CARD_ID, MaskedCardNumber: '**** **** **** 2222' }],
  },
  { UserId: null, Name: 'Varasto', Cards: [] },
  { UserId: 'b1000000-0000-4000-8000-000000000003', Name: 'Emilia Lehtonen', Cards: [] },
];

export type CompanyCard = CallOutput<typeof cards.companyCardDetails>;

/** A company card: Sanna's prepaid one unless told otherwise. */
export function companyCard(fields: Partial<CompanyCard> = {}): CompanyCard {
  return {
    CardId: PREPAID_CARD_ID,
    AccountId: 'a2000000-0000-4000-8000-000000000001',
    CardTypeEnum: 'VIRTUAL_CARD',
    MaskedCardNumber: '**** **** **** 2222',
    CardProductName: 'Business Prepaid',
    CardOwnerCompanyName: 'Kuusela Rakennus Oy',
    CompanyId: null,
    SkinCodeEnum: 'BUSINESS',
    CardCreditType: 'PrepaidCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 0,
    FreeBalance: 150_00,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
    CardHolderName: 'Sanna Heikkinen',
    CreditCardUsageLimits: {
      DailyLimitATM: 0,
      MonthlyLimitATM: 0,
      DailyLimitUsage: 2_000_00,
      MonthlyLimitUsage: 5_000_00,
    },
    CreditCardRestrictions: {
      africa: false,
      europe: false,
      oceania: false,
      northAmerica: false,
      southAmerica: false,
      asia: false,
      home: false,
    },
    AccountNumber: null,
    PaymentReference: null,
    ...fields,
  };
}

export type CardHolderInvitation = CallOutput<
  typeof cardHolders.pendingCardHolderInvitations
>[number];

export const INVITATIONS: CardHolderInvitation[] = [
  {
    Id: 'd2000000-0000-4000-8000-000000000001',
    InsertTime: '2026-11-20T10:00:00+02:00',
    CardLimit: 1_500_00,
    Email: 'ville.koskinen@example.com',
    Status: 'Pending',
  },
  {
    Id: 'd2000000-0000-4000-8000-000000000002',
    InsertTime: '2026-11-10T14:00:00+02:00',
    CardLimit: 1_000_00,
    Email: 'anna.rantanen@example.com',
    Status: 'Removed',
  },
];

/** The company's main user (or `who`), its payment account, holders, a prepaid card, invitations. */
export function cardOrderBank(who: TestCustomer = 'companyMainUser') {
  const { payment } = SAMPLE_ACCOUNTS;
  return loggedInAs(createFakeBank(), who)
    .on(bank.companyAccounts, [payment])
    .on(bankAccounts.sepaAccount, detailsOf(payment, { Bic: 'HIEKFIHH' }))
    .on(cardHolders.companyCardHolders, HOLDERS)
    .on(cardHolders.pendingCardHolderInvitations, INVITATIONS)
    .on(cards.companyCardDetails, companyCard())
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });
}
