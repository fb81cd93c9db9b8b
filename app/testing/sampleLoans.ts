import { addDays } from 'date-fns/addDays';
import { toIsoDate } from '../../domain/dates/dates';
import type { Loan, LoanInstalment } from '../../domain/loans/loan';
import { testInstalment, testLoan } from '../../domain/testing/loans';

/** The calendar date `days` from today (negative: in the past). */
export const inDays = (days: number) => toIsoDate(addDays(new Date(), days));

const LOAN_ID = '4a2e6b8c-1d3f-4e5a-9b7c-000000000001';
const LIMIT_ID = '4a2e6b8c-1d3f-4e5a-9b7c-000000000002';
const COMPANY_LOAN_ID = '4a2e6b8c-1d3f-4e5a-9b7c-000000000003';

/** An untouched instalment of 329,87 € (280,00 € capital) due `dueInDays` from today. */
export function sampleInstalment(
  loanId: string,
  order: number,
  dueInDays: number,
  overrides: Partial<LoanInstalment> = {},
): LoanInstalment {
  return testInstalment(order, inDays(dueInDays), {
    Id: `5b3f6b8c-1d3f-4e5a-9b7c-${loanId.slice(-3)}${String(order).padStart(9, '0')}`,
    LoanId: loanId,
    ...overrides,
  });
}

/**
 * A person's 10 000 € renovation loan over 36 months, 12 paid: instalment 13 due in 10 days,
 * 14 in 40; it can be topped up, take a payment-free month and have its due date moved.
 */
export function sampleLoan(overrides: Partial<Loan> = {}): Loan {
  return testLoan(
    [
      sampleInstalment(LOAN_ID, 12, -20, {
        TotalOpen: 0,
        CapitalOpen: 0,
        TotalPaid: 329_87,
        StateEnum: 'Paid',
      }),
      sampleInstalment(LOAN_ID, 13, 10),
      sampleInstalment(LOAN_ID, 14, 40),
    ],
    { Id: LOAN_ID, OpeningDate: '2025-11-01', PaymentReference: '10090', ...overrides },
  );
}

/** A person's 5 000 € credit limit opened two months ago, its invoice of 150 € due in 5 days. */
export function sampleLimit(overrides: Partial<Loan> = {}): Loan {
  const invoice = sampleInstalment(LIMIT_ID, 2, 5, { TotalOpen: 150_00, CapitalOpen: 120_00 });
  return sampleLoan({
    Id: LIMIT_ID,
    TypeEnum: 'Limit',
    PurposeEnum: null,
    Name: 'Joustoraha',
    Capital: 5_000_00,
    CapitalPaid: 100_00,
    PaidInstallmentCount: 1,
    InstallmentCount: 12,
    TopUpAllowed: false,
    PaymentFreeInstallmentAllowed: false,
    DueDateChangeAllowed: false,
    WithdrawalAllowed: true,
    OpeningDate: inDays(-60),
    PaymentReference: '10103',
    LoanInstallmentsPublic: [invoice],
    NextDueAmount: invoice.TotalOpen,
    NextDueDate: invoice.DueDate,
    NextDueInstallmentId: invoice.Id,
    ...overrides,
  });
}

/** A company's 30 000 € flex loan, paid by bank transfer. */
export function sampleCompanyLoan(overrides: Partial<Loan> = {}): Loan {
  const instalment = sampleInstalment(COMPANY_LOAN_ID, 4, 12, { TotalOpen: 950_00 });
  return sampleLoan({
    Id: COMPANY_LOAN_ID,
    TypeEnum: 'CompanyLoan',
    CompanyLoanType: 'FlexLoan',
    PurposeEnum: 'Business',
    Name: 'Yrityksen joustoluotto',
    Capital: 30_000_00,
    CapitalPaid: 2_400_00,
    PaidInstallmentCount: 3,
    InstallmentCount: 12,
    TopUpAllowed: false,
    PaymentFreeInstallmentAllowed: false,
    PaymentReference: '10116',
    LoanInstallmentsPublic: [instalment],
    NextDueAmount: instalment.TotalOpen,
    NextDueDate: instalment.DueDate,
    NextDueInstallmentId: instalment.Id,
    ...overrides,
  });
}

/** The bank's offer to top `loan` up by 3 000 €: 9 800 € over 48 months. */
export function sampleTopUpOffer(loan: Loan) {
  return {
    LoanId: loan.Id,
    RemainingCapital: 6_800_00,
    TopUpIncreaseAmount: 3_000_00,
    Amount: 9_800_00,
    InstallmentCount: 48,
    InstallmentAmount: 244_10,
    OpeningFee: 98_00,
    MonthlyFee: 5_00,
    InstallmentFee: 0,
    InterestRate: 7.9,
    EffectiveAnnualRate: 9.71,
    TotalRepayment: 11_814_80,
    MaxIncreaseAmount: 23_200_00,
  };
}

/** The application for that top-up, in process since `createdAt`. */
export function sampleTopUpApplication(loan: Loan, createdAt: string) {
  return {
    Id: '7d7d7d7d-1d3f-4e5a-9b7c-000000000001',
    Status: 'InProcess' as const,
    PurposeEnum: 'Renovation' as const,
    IsTopUpLoan: true,
    LoanId: loan.Id,
    Amount: 9_800_00,
    InstallmentCount: 48,
    TopUpIncreaseAmount: 3_000_00,
    ApprovedAmount: null,
    CreatedAt: createdAt,
  };
}
