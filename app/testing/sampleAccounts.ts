import type { BankAccount } from '../../api/bank';
import type * as bankAccounts from '../../api/bankAccounts';
import type { CallOutput } from '../../api/call';
import type * as loans from '../../api/loans';

/** The accounts, transactions and loans the app's tests and screenshots answer with. */

export type AccountDetails = CallOutput<typeof bankAccounts.sepaAccount>;
export type Transaction = CallOutput<typeof bankAccounts.sepaAccountTransactions>[number];
export type Loan = CallOutput<typeof loans.summary>[number];

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

/** The customer's accounts, each with a balance to see change. */
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
  termDeposit: account({
    Id: 'a1000000-0000-4000-8000-000000000004',
    Type: 'TermDeposit',
    Iban: null,
    Balance: 10_000_00,
    InterestRate: 2.2,
    IsPaymentAccount: false,
    TermDepositExpires: '2027-01-15',
    TermDepositAmount: 10_000_00,
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

/** An account as its own page reads it. */
export function detailsOf(account: BankAccount, more: Partial<AccountDetails> = {}) {
  return {
    ...account,
    OwnerName: 'Aino Virtanen',
    Bic: account.Iban ? 'HELSFIHH' : null,
    OpenedAt: '2025-01-15',
    CreditLimit: 0,
    FreeWithdrawalsLeft: account.IsSavingsAccount ? 4 : null,
    ...more,
  } satisfies AccountDetails;
}

export function transaction(
  id: number,
  BookingDate: string,
  Amount: number,
  Recipient: string,
): Transaction {
  return {
    Id: `7c0e1b2a-3d4e-4f50-8a6b-${String(id).padStart(12, '0')}`,
    BookingDate,
    Amount,
    IsCardTransaction: false,
    CardId: null,
    Name: null,
    Recipient,
    TransactionTypeEnum: Amount > 0 ? 'Deposit' : 'Withdrawal',
    Message: null,
    Reference: null,
  };
}

/** A withdrawn loan whose next instalment falls due on the given day. */
export function loanDueOn(DueDate: string): Loan {
  const Id = '3f1d5a7c-9b2e-4c6d-8e0f-1a2b3c4d5e01';
  return {
    Id,
    TypeEnum: 'Loan',
    CompanyLoanType: null,
    PurposeEnum: null,
    CreditCategoryEnum: null,
    Capital: 10_000_00,
    CapitalPaid: 2_000_00,
    PrepaidAmount: 0,
    PaidInstallmentCount: 6,
    InstallmentCount: 36,
    TopUpAllowed: false,
    PaymentFreeInstallmentAllowed: false,
    DueDateChangeAllowed: true,
    WithdrawalAllowed: false,
    Name: 'Joustolaina',
    OpeningDate: '2025-01-15',
    PaymentReference: '1232',
    TotalRepayment: 11_500_00,
    Withdrawed: true,
    LoanInstallmentsPublic: [
      {
        Id: '3f1d5a7c-9b2e-4c6d-8e0f-1a2b3c4d5e02',
        LoanId: Id,
        InstallmentOrder: 7,
        DueDate,
        OriginalDueDate: DueDate,
        TotalOpen: 320_50,
        CapitalOpen: 280_00,
        TotalPaid: 0,
        StateEnum: 'Open',
      },
    ],
    NextDueAmount: 320_50,
    NextDueDate: DueDate,
    NextDueInstallmentId: '3f1d5a7c-9b2e-4c6d-8e0f-1a2b3c4d5e02',
  };
}

/** The salary paid into the payment account on 31.10.2026: one booked payment's details. */
export const SALARY_DETAILS: CallOutput<typeof bankAccounts.accountPaymentDetails> = {
  Id: '7c0e1b2a-3d4e-4f50-8a6b-000000000001',
  AccountId: SAMPLE_ACCOUNTS.payment.Id,
  Recipient: 'Työnantaja Oy',
  CounterPartyAccountNumber: 'FI5371900000000021',
  Amount: 3_200_00,
  Booked: '2026-10-31',
  PaymentFailed: false,
  TransactionTypeEnum: 'Deposit',
  Message: 'Palkka lokakuu',
  Reference: null,
};
