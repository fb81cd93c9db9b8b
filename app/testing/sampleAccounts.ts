import type { BankAccount } from '../../api/bank';

/** An account as the bank lists it: a payment account of this bank unless told otherwise. */
function account(fields: Partial<BankAccount> & Pick<BankAccount, 'Id' | 'Iban'>): BankAccount {
  return {
    Type: 'BankAccount',
    CustomName: null,
    Balance: 0,
    AccruedInterest: 0,
    InterestRate: 0,
    IsSavingsAccount: false,
    IsPaymentAccount: true,
    IsInvestmentPartnerAccount: false,
    RelationTags: [],
    AccountNumber: fields.Iban,
    ExternalAccountNumber: null,
    TermDepositExpires: null,
    TermDepositAmount: null,
    ...fields,
  };
}

/** The accounts the app's tests move money between, each with a balance to see change. */
export const SAMPLE_ACCOUNTS = {
  payment: account({
    Id: 'a1000000-0000-4000-8000-000000000001',
    CustomName: 'Käyttötili',
    Iban: 'FI2112345600000785',
    Balance: 1_234_56,
  }),
  savings: account({
    Id: 'a1000000-0000-4000-8000-000000000002',
    CustomName: 'Säästötili',
    Iban: 'FI5810171000000122',
    Balance: 5_000_00,
    InterestRate: 1.5,
    IsSavingsAccount: true,
    IsPaymentAccount: false,
  }),
  /** The customer's own account in another bank. */
  external: account({
    Id: 'a1000000-0000-4000-8000-000000000003',
    Type: 'ExternalBankAccount',
    CustomName: 'Nordea-tili',
    Iban: null,
    AccountNumber: null,
    ExternalAccountNumber: 'FI0250004640001302',
    IsPaymentAccount: false,
  }),
} as const satisfies Record<string, BankAccount>;
