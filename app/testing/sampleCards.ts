import type { CallOutput } from '../../api/call';
import type * as cards from '../../api/cards';

type CardDetails = CallOutput<typeof cards.companyCardDetails>;
type Transaction = CallOutput<typeof cards.cardAccountTransactions>[number];

const NO_REGION_BLOCKED = {
  africa: false,
  europe: false,
  oceania: false,
  northAmerica: false,
  southAmerica: false,
  asia: false,
  home: false,
};

/** Aino's physical credit card: 2 000 € limit, 1 250 € free; her only card. */
export function samplePersonCard(overrides: Partial<CardDetails> = {}): CardDetails {
  return {
    CardId: '6c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    AccountId: '6c1d2e3f-4a5b-4c6d-8e7f-0000000000a1',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '4405 12•• •••• 1001',
    CardProductName: 'Visa Credit',
    CardOwnerCompanyName: null,
    CompanyId: null,
    SkinCodeEnum: 'CONSUMER',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 2_000_00,
    FreeBalance: 1_250_00,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
    CardHolderName: 'Aino Virtanen',
    CreditCardUsageLimits: {
      DailyLimitATM: 500_00,
      MonthlyLimitATM: 1_000_00,
      DailyLimitUsage: 2_000_00,
      MonthlyLimitUsage: 5_000_00,
    },
    CreditCardRestrictions: { ...NO_REGION_BLOCKED, africa: true },
    AccountNumber: 'FI2112345600000785',
    PaymentReference: null,
    ...overrides,
  };
}

/** A company's physical credit card, held by Sanna. */
export function sampleCompanyCard(overrides: Partial<CardDetails> = {}): CardDetails {
  return samplePersonCard({
    CardId: '6c1d2e3f-4a5b-4c6d-8e7f-000000000002',
    AccountId: '6c1d2e3f-4a5b-4c6d-8e7f-0000000000a2',
    MaskedCardNumber: '4405 12•• •••• 2002',
    CardProductName: 'Visa Business Credit',
    CardOwnerCompanyName: 'Kuusela Rakennus Oy',
    CompanyId: '5d1f1a36-7f55-4a3e-9f40-6c2f4e1b0a02',
    SkinCodeEnum: 'BUSINESS',
    CardHolderName: 'Sanna Heikkinen',
    AccountNumber: 'FI4950009420028730',
    PaymentReference: '28730 5',
    ...overrides,
  });
}

/** The company's virtual prepaid card, on an account of its own. */
export function sampleCompanyPrepaidCard(overrides: Partial<CardDetails> = {}): CardDetails {
  return sampleCompanyCard({
    CardId: '6c1d2e3f-4a5b-4c6d-8e7f-000000000003',
    AccountId: '6c1d2e3f-4a5b-4c6d-8e7f-0000000000a3',
    CardTypeEnum: 'VIRTUAL_CARD',
    MaskedCardNumber: '4405 12•• •••• 3003',
    CardProductName: 'Business Prepaid',
    CardCreditType: 'PrepaidCard',
    Limit: 0,
    FreeBalance: 300_00,
    CardHolderName: 'Jukka Kuusela',
    CreditCardUsageLimits: {
      DailyLimitATM: 0,
      MonthlyLimitATM: 0,
      DailyLimitUsage: 500_00,
      MonthlyLimitUsage: 1_000_00,
    },
    ...overrides,
  });
}

/** A purchase made with `card`, and a repayment to its account. */
export function sampleCardTransactions(card: Pick<CardDetails, 'CardId'>): Transaction[] {
  return [
    {
      Id: '7e1d2e3f-4a5b-4c6d-8e7f-000000000001',
      BookingDate: '2026-11-20',
      Amount: -42_50,
      IsCardTransaction: true,
      CardId: card.CardId,
      Name: 'K-Market Kamppi',
      Recipient: null,
      TransactionTypeEnum: 'Withdrawal',
      Message: null,
      Reference: null,
    },
    {
      Id: '7e1d2e3f-4a5b-4c6d-8e7f-000000000002',
      BookingDate: '2026-11-02',
      Amount: 200_00,
      IsCardTransaction: false,
      CardId: null,
      Name: null,
      Recipient: 'Aino Virtanen',
      TransactionTypeEnum: 'Deposit',
      Message: 'Lyhennys',
      Reference: null,
    },
  ];
}
