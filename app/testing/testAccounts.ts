import type * as bank from '../../api/bank';
import type * as bankAccounts from '../../api/bankAccounts';
import type { CallOutput } from '../../api/call';
import type * as loans from '../../api/loans';

/** Accounts, transactions and loans the app's tests answer with, as the bank would. */

export type ListedAccount = CallOutput<typeof bank.accounts>[number];
export type AccountDetails = CallOutput<typeof bankAccounts.sepaAccount>;
export type Transaction = CallOutput<typeof bankAccounts.sepaAccountTransactions>[number];
export type Loan = CallOutput<typeof loans.summary>[number];

const listed = {
  CustomName: null,
  AccruedInterest: 0,
  InterestRate: 0,
  IsSavingsAccount: false,
  IsPaymentAccount: false,
  IsInvestmentPartnerAccount: false,
  RelationTags: [],
  ExternalAccountNumber: null,
  TermDepositExpires: null,
  TermDepositAmount: null,
} as const;

export const PAYMENT_ACCOUNT: ListedAccount = {
  ...listed,
  Id: '0b7b6c52-8e7e-4f43-9d59-0f0b9a3c1a01',
  Type: 'BankAccount',
  CustomName: 'Kuluton käyttötili',
  Iban: 'FI7571900000000013',
  AccountNumber: 'FI7571900000000013',
  Balance: 1_234_56,
  IsPaymentAccount: true,
};

export const SAVINGS_ACCOUNT: ListedAccount = {
  ...listed,
  Id: '0b7b6c52-8e7e-4f43-9d59-0f0b9a3c1a02',
  Type: 'BankAccount',
  Iban: 'FI5371900000000021',
  AccountNumber: 'FI5371900000000021',
  Balance: 5_000_00,
  AccruedInterest: 12_34,
  InterestRate: 1.5,
  IsSavingsAccount: true,
};

export const TERM_DEPOSIT: ListedAccount = {
  ...listed,
  Id: '0b7b6c52-8e7e-4f43-9d59-0f0b9a3c1a03',
  Type: 'TermDeposit',
  Iban: null,
  AccountNumber: null,
  Balance: 10_000_00,
  InterestRate: 2.2,
  TermDepositExpires: '2027-01-15',
  TermDepositAmount: 10_000_00,
};

/** An account as its own page reads it. */
export function detailsOf(account: ListedAccount, more: Partial<AccountDetails> = {}) {
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
