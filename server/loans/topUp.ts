import { and, eq } from 'drizzle-orm';
import type { CallInput, CallOutput } from '../../api/call';
import type { applicationFromLoan, loanApplication, topUpCalculator } from '../../api/loans';
import type { LoanApplicationStatus } from '../../domain/catalogue/enumerations';
import type { LoanPurpose } from '../../domain/loans/loan';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import { topUpOffer } from '../../domain/loans/topUp';
import { eurosToCents } from '../../domain/money/money';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { loanApplications } from '../db/schema';
import { BankError } from '../bankError';
import { requestHash } from '../ledger/ledger';
import type { BankSession } from '../services/sessions';
import { ownLoan } from './ownLoan';

type Offer = CallOutput<typeof topUpCalculator>;
type Application = z.output<typeof loanApplication>;
type ApplicationRow = typeof loanApplications.$inferSelect;

export function toApplication(row: ApplicationRow): Application {
  return {
    Id: row.id,
    Status: row.status as LoanApplicationStatus,
    PurposeEnum: row.purposeEnum as LoanPurpose | null,
    IsTopUpLoan: row.loanId !== null,
    LoanId: row.loanId,
    Amount: row.amount,
    InstallmentCount: row.installmentCount,
    TopUpIncreaseAmount: row.topUpIncreaseAmount,
    ApprovedAmount: row.approvedAmount,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/**
 * Raising a loan: the offer of the widget's calculator for the open capital plus the top-up,
 * and the application made from it, which waits for the bank's decision.
 */
export function createTopUps(db: Database) {
  async function offer(
    customerId: string,
    input: CallInput<typeof topUpCalculator>,
  ): Promise<Offer> {
    const { loan } = await ownLoan(db, customerId, input.LoanId);
    const result = topUpOffer(
      STANDARD_LOAN_OFFERS,
      loan,
      input.TopUpIncreaseAmount,
      input.InstallmentCount,
    );
    if (!result.ok) throw new BankError(result.field, result.reason, 422);
    const { topUp } = result;
    const euros = topUp.offer;
    return {
      LoanId: loan.Id,
      RemainingCapital: topUp.remainingCapital,
      TopUpIncreaseAmount: topUp.increase,
      Amount: eurosToCents(euros.Amount),
      InstallmentCount: euros.InstallmentCount,
      InstallmentAmount: eurosToCents(euros.InstallmentAmount),
      OpeningFee: eurosToCents(euros.OpeningFee),
      MonthlyFee: eurosToCents(euros.MonthlyFee),
      InstallmentFee: eurosToCents(euros.InstallmentFee),
      InterestRate: euros.interestRate,
      EffectiveAnnualRate: euros.effectiveAnnualRate,
      TotalRepayment: eurosToCents(euros.totalRepayment),
      MaxIncreaseAmount: topUp.maxIncrease,
    };
  }

  return {
    offer,

    /** A retried submit (same IdempotencyKey) answers the first application. */
    async apply(
      session: BankSession,
      input: CallInput<typeof applicationFromLoan>,
    ): Promise<Application> {
      const priced = await offer(session.customerId, input);
      const hash = requestHash({ call: 'application-from-loan', ...input });
      const [row] = await db
        .insert(loanApplications)
        .values({
          customerId: session.customerId,
          status: 'WaitingForApproval',
          purposeEnum: input.PurposeEnum,
          loanId: input.LoanId,
          amount: priced.Amount,
          installmentCount: priced.InstallmentCount,
          topUpIncreaseAmount: priced.TopUpIncreaseAmount,
          offer: priced,
          idempotencyKey: input.IdempotencyKey,
          requestHash: hash,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toApplication(row);
      const [earlier] = await db
        .select()
        .from(loanApplications)
        .where(
          and(
            eq(loanApplications.customerId, session.customerId),
            eq(loanApplications.idempotencyKey, input.IdempotencyKey),
          ),
        );
      if (!earlier || earlier.requestHash !== hash) {
        throw new BankError('IdempotencyKey', 'errors.request.idempotencyReused', 422);
      }
      return toApplication(earlier);
    },
  };
}
