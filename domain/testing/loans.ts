import type { Loan, LoanInstalment } from '../loans/loan';

/** An untouched monthly instalment of `loan-1`, 329,87 € of which 280,00 € capital, due on `due`. */
export function testInstalment(
  order: number,
  due: string,
  overrides: Partial<LoanInstalment> = {},
): LoanInstalment {
  return {
    Id: `i-${order}`,
    LoanId: 'loan-1',
    InstallmentOrder: order,
    DueDate: due,
    OriginalDueDate: due,
    TotalOpen: 329_87,
    CapitalOpen: 280_00,
    TotalPaid: 0,
    StateEnum: 'Open',
    ...overrides,
  };
}

/** The same instalment paid in full. */
export const paidTestInstalment = (
  order: number,
  due: string,
  overrides: Partial<LoanInstalment> = {},
) =>
  testInstalment(order, due, {
    TotalOpen: 0,
    CapitalOpen: 0,
    TotalPaid: 329_87,
    StateEnum: 'Paid',
    ...overrides,
  });

/**
 * `loan-1`, a person's withdrawn 10 000 € renovation loan over 36 months, 12 paid, that may be
 * topped up, take a payment-free month and have its due date moved. Its next due is the first
 * of `instalments` not paid.
 */
export function testLoan(
  instalments: readonly LoanInstalment[] = [],
  overrides: Partial<Loan> = {},
): Loan {
  const next = instalments.find((instalment) => instalment.StateEnum !== 'Paid');
  return {
    Id: 'loan-1',
    TypeEnum: 'Loan',
    CompanyLoanType: null,
    PurposeEnum: 'Renovation',
    CreditCategoryEnum: 'Normal',
    Capital: 10_000_00,
    CapitalPaid: 3_200_00,
    PrepaidAmount: 0,
    PaidInstallmentCount: 12,
    InstallmentCount: 36,
    TopUpAllowed: true,
    PaymentFreeInstallmentAllowed: true,
    DueDateChangeAllowed: true,
    WithdrawalAllowed: false,
    Name: 'Remonttilaina',
    OpeningDate: '2025-06-01',
    PaymentReference: '1009',
    TotalRepayment: 11_574_00,
    Withdrawed: true,
    LoanInstallmentsPublic: instalments,
    NextDueAmount: next?.TotalOpen ?? null,
    NextDueDate: next?.DueDate ?? null,
    NextDueInstallmentId: next?.Id ?? null,
    ...overrides,
  };
}
