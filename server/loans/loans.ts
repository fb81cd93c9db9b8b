import { asc, eq, inArray } from 'drizzle-orm';
import { isInstalmentPaid } from '../../domain/loans/instalments';
import type { InstalmentState, Loan, LoanInstalment } from '../../domain/loans/loan';
import type { BrandId } from '../../themes/nodeBrands';
import type { Database } from '../db/database';
import { loanInstallments, loans } from '../db/schema';
import { createLoanApplicationList } from './applications';
import { createDueDateChange } from './changeDueDate';
import { createLoanDocuments } from './documents';
import { createLimitWithdrawal } from './limitWithdraw';
import { createInstalmentPayment } from './payInstalment';
import { createPaymentFreeMonth } from './paymentFreeMonth';
import { createTopUps } from './topUp';
import { createLoanTransactions } from './transactions';

type LoanRow = typeof loans.$inferSelect;
type InstalmentRow = typeof loanInstallments.$inferSelect;

export function toInstalment(row: InstalmentRow): LoanInstalment {
  const total = row.capital + row.interest + row.fees;
  return {
    Id: row.id,
    LoanId: row.loanId,
    InstallmentOrder: row.installmentOrder,
    DueDate: row.dueDate,
    OriginalDueDate: row.originalDueDate,
    TotalOpen: Math.max(0, total - row.totalPaid),
    CapitalOpen: Math.max(0, row.capital - row.capitalPaid),
    TotalPaid: row.totalPaid,
    StateEnum: row.stateEnum as InstalmentState,
  };
}

/** The loan as the loans summary shows it, its totals derived from its instalments. */
export function toLoan(row: LoanRow, rows: readonly InstalmentRow[]): Loan {
  const instalments = rows.map(toInstalment);
  const open = instalments.filter((instalment) => !isInstalmentPaid(instalment));
  const next = open[0];
  return {
    Id: row.id,
    TypeEnum: row.typeEnum as Loan['TypeEnum'],
    CompanyLoanType: row.companyLoanType,
    PurposeEnum: row.purposeEnum as Loan['PurposeEnum'],
    CreditCategoryEnum: row.creditCategoryEnum as Loan['CreditCategoryEnum'],
    Capital: row.capital,
    CapitalPaid: rows.reduce((sum, instalment) => sum + instalment.capitalPaid, 0),
    PrepaidAmount: 0,
    PaidInstallmentCount: instalments.length - open.length,
    InstallmentCount: row.installmentCount,
    TopUpAllowed: row.topUpAllowed,
    PaymentFreeInstallmentAllowed: row.paymentFreeInstallmentAllowed,
    DueDateChangeAllowed: row.dueDateChangeAllowed,
    WithdrawalAllowed: row.withdrawalAllowed,
    Name: row.name,
    OpeningDate: row.openingDate,
    PaymentReference: row.paymentReference,
    TotalRepayment: rows.reduce(
      (sum, instalment) => sum + instalment.capital + instalment.interest + instalment.fees,
      0,
    ),
    Withdrawed: row.withdrawed,
    LoanInstallmentsPublic: instalments,
    NextDueAmount: next?.TotalOpen ?? null,
    NextDueDate: next?.DueDate ?? null,
    NextDueInstallmentId: next?.Id ?? null,
  };
}

/** The loans slice: the summary, and each servicing action from its own file. */
export function createLoanService(db: Database, brand: BrandId, now: () => Date) {
  return {
    transactions: createLoanTransactions(db),
    documents: createLoanDocuments(db, brand, now),
    topUps: createTopUps(db),
    applications: createLoanApplicationList(db, now),
    payInstalment: createInstalmentPayment(db, now),
    withdraw: createLimitWithdrawal(db, now),
    changeDueDate: createDueDateChange(db, now),
    paymentFreeMonth: createPaymentFreeMonth(db, now),

    async summary(customerId: string): Promise<Loan[]> {
      const loanRows = await db
        .select()
        .from(loans)
        .where(eq(loans.customerId, customerId))
        .orderBy(asc(loans.openingDate));
      if (loanRows.length === 0) return [];
      const instalmentRows = await db
        .select()
        .from(loanInstallments)
        .where(
          inArray(
            loanInstallments.loanId,
            loanRows.map((loan) => loan.id),
          ),
        )
        .orderBy(asc(loanInstallments.installmentOrder));
      return loanRows.map((loan) =>
        toLoan(
          loan,
          instalmentRows.filter((row) => row.loanId === loan.id),
        ),
      );
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
