/**
 * Realistic sample data for the kit's stories: a person's and a company's accounts, transactions,
 * loans and cards, with dates relative to one fixed day so the stories never change with the
 * calendar. Money is in cents, dates `YYYY-MM-DD`, as in domain/.
 */
import { addDays, addMonths } from 'date-fns';
import type { Account } from '../../domain/accounts/accounts';
import type { CardRestrictions, CardUsageLimits, GroupViewCard } from '../../domain/cards/cards';
import { toIsoDate } from '../../domain/dates/dates';
import type { Loan, LoanInstalment } from '../../domain/loans/loan';
import type { LoanOfferRow } from '../../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import type { Transaction } from '../../domain/accounts/transactions';
import type { SavedPayee } from '../../ui/PayeeEntryTabs';

/** The day every story is told on: Tuesday 10 February 2026. */
export const SAMPLE_TODAY = new Date(2026, 1, 10);

/** A calendar date `days` after (or before) the sample day. */
export function sampleDay(days: number): string {
  return toIsoDate(addDays(SAMPLE_TODAY, days));
}

// ---------------------------------------------------------------------------------------------
// Accounts

export const paymentAccount: Account = {
  Id: 'acc-payment-1',
  Type: 'BankAccount',
  CustomName: null,
  Iban: 'FI2112345600000785',
  Balance: 1_234_56,
  AccruedInterest: 0,
  InterestRate: 0,
  IsSavingsAccount: false,
  IsPaymentAccount: true,
  IsInvestmentPartnerAccount: false,
  RelationTags: [],
};

export const savingsAccount: Account = {
  Id: 'acc-savings-1',
  Type: 'BankAccount',
  CustomName: 'Matkakassa',
  Iban: 'FI8440060010041234',
  Balance: 5_200_00,
  AccruedInterest: 12_34,
  InterestRate: 1.5,
  IsSavingsAccount: true,
  IsPaymentAccount: false,
  IsInvestmentPartnerAccount: false,
  RelationTags: [],
};

export const termDeposit: Account = {
  Id: 'acc-deposit-1',
  Type: 'TermDeposit',
  CustomName: null,
  Iban: 'FI0779600010987654',
  Balance: 10_000_00,
  AccruedInterest: 110_00,
  InterestRate: 2.2,
  IsSavingsAccount: false,
  IsPaymentAccount: false,
  IsInvestmentPartnerAccount: false,
  RelationTags: [],
  TermDepositExpires: sampleDay(293),
  TermDepositAmount: 10_000_00,
};

export const investmentPartnerAccount: Account = {
  Id: 'acc-partner-1',
  Type: 'BankAccount',
  CustomName: 'Sijoitustili',
  Iban: 'FI2510203000456789',
  Balance: 2_500_00,
  AccruedInterest: 0,
  InterestRate: 0,
  IsSavingsAccount: false,
  IsPaymentAccount: true,
  IsInvestmentPartnerAccount: true,
  RelationTags: ['partner'],
};

/** The customer's account in another bank, shown beside the bank's own. */
export const otherBankAccount: Account = {
  Id: 'acc-external-1',
  Type: 'ExternalBankAccount',
  CustomName: 'Nordea-tili',
  Iban: null,
  ExternalAccountNumber: 'FI3610000011844212',
  Balance: 0,
  AccruedInterest: 0,
  InterestRate: 0,
  IsSavingsAccount: false,
  IsPaymentAccount: false,
  IsInvestmentPartnerAccount: false,
  RelationTags: [],
};

export const sampleAccounts: readonly Account[] = [
  paymentAccount,
  savingsAccount,
  termDeposit,
  investmentPartnerAccount,
];

/** The account page the account list links to. */
export function accountHref(account: Account): string {
  return `/bank/accounts/${account.Id}?accountType=${account.Type}`;
}

// ---------------------------------------------------------------------------------------------
// Cards

/** Cards of one company: two credit cards on one account, a prepaid card on another. */
export const companyCards: readonly GroupViewCard[] = [
  {
    CardId: 'card-company-physical',
    AccountId: 'acc-company-credit',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '4405 12•• •••• 5521',
    CardProductName: 'Visa Business Credit',
    CardOwnerCompanyName: 'Rakennus Virtanen Oy',
    CompanyId: 'company-1',
    SkinCodeEnum: 'BUSINESS',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 5_000_00,
    FreeBalance: 3_750_00,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
  },
  {
    CardId: 'card-company-virtual',
    AccountId: 'acc-company-credit',
    CardTypeEnum: 'VIRTUAL_CARD',
    MaskedCardNumber: '4405 12•• •••• 3307',
    CardProductName: 'Visa Business Credit',
    CardOwnerCompanyName: 'Rakennus Virtanen Oy',
    CompanyId: 'company-1',
    SkinCodeEnum: 'BUSINESS',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 2_000_00,
    FreeBalance: 2_000_00,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
  },
  {
    CardId: 'card-company-prepaid',
    AccountId: 'acc-company-prepaid',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '5168 44•• •••• 0912',
    CardProductName: 'Mastercard Business Prepaid',
    CardOwnerCompanyName: 'Rakennus Virtanen Oy',
    CompanyId: 'company-1',
    SkinCodeEnum: 'ACCOUNTING_PARTNER',
    CardCreditType: 'PrepaidCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 0,
    FreeBalance: 640_00,
    IsCardUsageLimitsEditingAllowed: false,
    IsCardRestrictionsEditingAllowed: false,
  },
  {
    CardId: 'card-company-blocked',
    AccountId: 'acc-company-prepaid',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '5168 44•• •••• 0468',
    CardProductName: 'Mastercard Business Prepaid',
    CardOwnerCompanyName: 'Rakennus Virtanen Oy',
    CompanyId: 'company-1',
    SkinCodeEnum: 'ACCOUNTING_PARTNER',
    CardCreditType: 'PrepaidCard',
    CardOperatorStatusCode: 'CARD_BLOCKED',
    Limit: 0,
    FreeBalance: 0,
    IsCardUsageLimitsEditingAllowed: false,
    IsCardRestrictionsEditingAllowed: false,
  },
  {
    // Closed cards are not shown: the list leaves this one out.
    CardId: 'card-company-closed',
    AccountId: 'acc-company-credit',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '4405 12•• •••• 1180',
    CardProductName: 'Visa Business Credit',
    CardOwnerCompanyName: 'Rakennus Virtanen Oy',
    CompanyId: 'company-1',
    SkinCodeEnum: 'BUSINESS',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_CLOSED',
    Limit: 5_000_00,
    FreeBalance: 5_000_00,
    IsCardUsageLimitsEditingAllowed: false,
    IsCardRestrictionsEditingAllowed: false,
  },
];

/** A person's consumer credit card and its virtual twin. */
export const personCards: readonly GroupViewCard[] = [
  {
    CardId: 'card-person-virtual',
    AccountId: 'acc-person-credit',
    CardTypeEnum: 'VIRTUAL_CARD',
    MaskedCardNumber: '4921 80•• •••• 7734',
    CardProductName: 'Visa Credit',
    CardOwnerCompanyName: null,
    SkinCodeEnum: 'CONSUMER',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 3_000_00,
    FreeBalance: 2_412_80,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
  },
  {
    CardId: 'card-person-physical',
    AccountId: 'acc-person-credit',
    CardTypeEnum: 'PHYSICAL_CARD',
    MaskedCardNumber: '4921 80•• •••• 2046',
    CardProductName: 'Visa Credit',
    CardOwnerCompanyName: null,
    SkinCodeEnum: 'CONSUMER',
    CardCreditType: 'CreditCard',
    CardOperatorStatusCode: 'CARD_OK',
    Limit: 3_000_00,
    FreeBalance: 2_412_80,
    IsCardUsageLimitsEditingAllowed: true,
    IsCardRestrictionsEditingAllowed: true,
  },
];

export const [personVirtualCard, personPhysicalCard] = personCards as [
  GroupViewCard,
  GroupViewCard,
];
export const [companyPhysicalCard, companyVirtualCard, companyPrepaidCard, companyBlockedCard] =
  companyCards as [GroupViewCard, GroupViewCard, GroupViewCard, GroupViewCard];

/** The customer's own cards by name, for naming card transactions. */
export const personCardNames = [
  { CardId: personPhysicalCard.CardId, Name: 'Visa Credit -kortti' },
  { CardId: personVirtualCard.CardId, Name: 'Visa Credit -virtuaalikortti' },
];

export const sampleCardLimits: CardUsageLimits = {
  DailyLimitATM: 500_00,
  MonthlyLimitATM: 1_500_00,
  DailyLimitUsage: 2_000_00,
  MonthlyLimitUsage: 8_000_00,
};

/** Use blocked (true) outside Europe and Finland. */
export const sampleCardRestrictions: CardRestrictions = {
  africa: true,
  europe: false,
  oceania: true,
  northAmerica: false,
  southAmerica: true,
  asia: true,
  home: false,
};

// ---------------------------------------------------------------------------------------------
// Transactions: one of each icon kind

function transaction(
  fields: Partial<Transaction> & Pick<Transaction, 'Id' | 'Amount'>,
): Transaction {
  return {
    BookingDate: sampleDay(-1),
    IsCardTransaction: false,
    CardId: null,
    Name: null,
    Recipient: null,
    TransactionTypeEnum: 'NULL',
    Message: null,
    Reference: null,
    ...fields,
  };
}

export const physicalCardPurchase = transaction({
  Id: 'tx-physical-card',
  Amount: -23_90,
  IsCardTransaction: true,
  CardId: personPhysicalCard.CardId,
  Name: 'K-Market Kallio',
});

export const virtualCardPurchase = transaction({
  Id: 'tx-virtual-card',
  Amount: -12_99,
  BookingDate: sampleDay(-2),
  IsCardTransaction: true,
  CardId: personVirtualCard.CardId,
  Name: 'Verkkokauppa.com',
});

export const otherCardPurchase = transaction({
  Id: 'tx-other-card',
  Amount: -45_00,
  BookingDate: sampleDay(-3),
  IsCardTransaction: true,
  CardId: 'card-of-someone-else',
  Name: 'Stockmann',
});

export const ownTransfer = transaction({
  Id: 'tx-transfer',
  Amount: -200_00,
  BookingDate: sampleDay(-5),
  TransactionTypeEnum: 'Transfer',
  Message: 'Säästöön',
});

export const creditInterest = transaction({
  Id: 'tx-interest',
  Amount: 6_42,
  BookingDate: sampleDay(-10),
  TransactionTypeEnum: 'CreditInterest',
});

export const incomingSalary = transaction({
  Id: 'tx-incoming',
  Amount: 2_850_00,
  BookingDate: sampleDay(-12),
  TransactionTypeEnum: 'Deposit',
  Recipient: 'Rakennus Virtanen Oy',
  Message: 'Palkka tammikuu',
});

export const outgoingBill = transaction({
  Id: 'tx-outgoing',
  Amount: -89_90,
  BookingDate: sampleDay(-14),
  TransactionTypeEnum: 'Withdrawal',
  Recipient: 'Helen Oy',
  Reference: '1232',
});

export const sampleTransactions: readonly Transaction[] = [
  physicalCardPurchase,
  virtualCardPurchase,
  otherCardPurchase,
  ownTransfer,
  creditInterest,
  incomingSalary,
  outgoingBill,
];

// ---------------------------------------------------------------------------------------------
// Loans: a 36-month loan with 12 instalments paid

const INSTALMENT_AMOUNT = 320_50;

/**
 * Monthly instalments: the first `paid` are paid, the next falls `nextDueInDays` from the sample
 * day, the rest follow a month apart.
 */
export function sampleInstalments(
  loanId: string,
  { count = 36, paid = 12, nextDueInDays = 10 } = {},
): LoanInstalment[] {
  const nextDue = addDays(SAMPLE_TODAY, nextDueInDays);
  return Array.from({ length: count }, (_, index) => {
    const order = index + 1;
    const due = toIsoDate(addMonths(nextDue, order - paid - 1));
    const isPaid = order <= paid;
    return {
      Id: `${loanId}-i${order}`,
      LoanId: loanId,
      InstallmentOrder: order,
      DueDate: due,
      OriginalDueDate: due,
      TotalOpen: isPaid ? 0 : INSTALMENT_AMOUNT,
      CapitalOpen: isPaid ? 0 : 270_00,
      TotalPaid: isPaid ? INSTALMENT_AMOUNT : 0,
      StateEnum: isPaid ? 'Paid' : 'Open',
    };
  });
}

function loan(id: string, fields: Partial<Loan> = {}): Loan {
  const instalments = fields.LoanInstallmentsPublic ?? sampleInstalments(id);
  const next = instalments.find((i) => i.TotalOpen > 0);
  return {
    Id: id,
    TypeEnum: 'Loan',
    CompanyLoanType: null,
    PurposeEnum: 'Renovation',
    CreditCategoryEnum: 'Normal',
    Capital: 10_000_00,
    CapitalPaid: 3_240_00,
    PrepaidAmount: 0,
    PaidInstallmentCount: instalments.filter((i) => i.StateEnum === 'Paid').length,
    InstallmentCount: instalments.length,
    TopUpAllowed: true,
    PaymentFreeInstallmentAllowed: true,
    DueDateChangeAllowed: true,
    WithdrawalAllowed: false,
    Name: 'Remonttilaina',
    OpeningDate: sampleDay(-380),
    PaymentReference: '1232',
    TotalRepayment: 11_538_00,
    Withdrawed: true,
    LoanInstallmentsPublic: instalments,
    NextDueAmount: next?.TotalOpen ?? null,
    NextDueDate: next?.DueDate ?? null,
    NextDueInstallmentId: next?.Id ?? null,
    ...fields,
  };
}

/** The next instalment (the 13th) is due in 10 days. */
export const sampleLoan = loan('loan-1');

/** The 13th instalment was due 5 days ago and is invoiced as late ('Myöhässä'). */
export const overdueLoan = loan('loan-2', {
  LoanInstallmentsPublic: sampleInstalments('loan-2', { nextDueInDays: -5 }).map((i) =>
    i.InstallmentOrder === 13 ? { ...i, StateEnum: 'InvoiceDue' as const } : i,
  ),
});

/** A loan whose due date cannot be moved. */
export const fixedDueDateLoan = loan('loan-3', { DueDateChangeAllowed: false });

/** A loan paid in full: nothing to pay. */
export const paidLoan = loan('loan-4', {
  LoanInstallmentsPublic: sampleInstalments('loan-4', { count: 24, paid: 24 }),
});

// ---------------------------------------------------------------------------------------------
// Loan offers: the standard table with a gap, for the calculator's 'no offer' state

const [smallLoanOffer, largeLoanOffer] = STANDARD_LOAN_OFFERS as [LoanOfferRow, LoanOfferRow];

/** Loans of 1 000–5 000 € and 10 000–30 000 €: amounts in between have no offer row. */
export const loanOffersWithGap: readonly LoanOfferRow[] = [
  smallLoanOffer,
  { ...largeLoanOffer, MinLoanAmount: 10000 },
];

// ---------------------------------------------------------------------------------------------
// Payees: saved payees (the payee list) and Finanssiala's virtual barcode examples

/** In the order the bank returns them (by age), not by name: the list sorts them. */
export const savedPayees: readonly SavedPayee[] = [
  {
    Id: 'payee-energy',
    Name: 'Äänekosken Energia Oy',
    ReceiverAccountNumber: 'FI5810171000000122',
    ReceiverName: 'Äänekosken Energia Oy',
    ReceiverBic: null,
  },
  {
    Id: 'payee-helen',
    Name: 'Helen Oy',
    ReceiverAccountNumber: 'FI0250004640001302',
    ReceiverName: 'Helen Oy',
    ReceiverBic: null,
  },
  {
    Id: 'payee-flat-berlin',
    Name: 'Lomahuoneisto Berliini',
    ReceiverAccountNumber: 'DE89370400440532013000',
    ReceiverName: 'Schmidt Ferienwohnungen GmbH',
    ReceiverBic: 'COBADEFFXXX',
  },
  {
    Id: 'payee-anna',
    Name: 'Ahola Anna',
    ReceiverAccountNumber: 'FI1566010001530641',
    ReceiverName: 'Anna Ahola',
    ReceiverBic: null,
  },
  {
    Id: 'payee-oil',
    Name: 'Öljy-Pekka Oy',
    ReceiverAccountNumber: 'FI8333010001100775',
    ReceiverName: 'Oljy-Pekka Oy',
    ReceiverBic: null,
  },
];

/** Finanssiala's example invoice (Pankkiviivakoodi-opas 5.3), version 4: national reference. */
export const barcodeVersion4 = '479440520200360820048831500000000868516259619897100612';
/** The same invoice in version 5: RF reference. */
export const barcodeVersion5 = '579440520200360820048831509000000868516259619897100612';
/** Version 4 with one digit of the account mistyped: its IBAN check fails. */
export const barcodeMistyped = '479440520200360830048831500000000868516259619897100612';

// ---------------------------------------------------------------------------------------------
// Referral: the message templates the dialog shows

export const referralTemplates = {
  SmsMessage:
    'Hei! Suosittelen sinulle pankkiani: Kuluton käyttötili ja säästötili 1,50 % korolla. Avaa tili verkossa muutamassa minuutissa.',
  EmailMessage:
    'Hei!\n\nSuosittelen sinulle pankkiani. Saat Kuluttoman käyttötilin ja säästötilin 1,50 % korolla, ja tilin avaat verkossa muutamassa minuutissa.\n\nTervetuloa asiakkaaksi!',
  SmsMessageCompany:
    'Hei! Suosittelen yrityksellesi pankkiani: yritystilit, yrityslainat ja yrityskortit samasta paikasta. Avaa yritystili verkossa.',
  EmailMessageCompany:
    'Hei!\n\nSuosittelen yrityksellesi pankkiani: yritystilit, yrityslainat 30 000 euroon asti ja yrityskortit samasta paikasta.\n\nYritystilin avaat verkossa muutamassa minuutissa.',
};
