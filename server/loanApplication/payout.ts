import { addMonths } from 'date-fns/addMonths';
import { renewedKycValidTo } from '../../domain/customer/kycSurvey';
import { eq, sql } from 'drizzle-orm';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import { eurosToCents } from '../../domain/money/money';
import type { Transaction } from '../db/database';
import { customers, loanInstallments, loans } from '../db/schema';
import type { Leg } from '../ledger/entries';
import { internalAccountId, postBooking, requestHash } from '../ledger/ledger';
import type { CompanyLoanType } from '../../domain/loans/loan';
import { paymentProtectionCost } from '../../domain/loans/paymentProtection';
import { annuitySchedule } from '../../domain/loans/schedule';
import { SANDBOX_BANK } from '../seed/ibans';
import { toIsoDate } from '../../domain/dates/dates';
import { textOf } from '../texts';
import type { ApplicationRow, LoanOffer } from './applicationRecord';
import { nextLoanReference } from './loanReference';

/** A new loan as its contract gives it: whose, what kind, and the offer it was signed on. */
export interface LoanToBook {
  customerId: string;
  typeEnum: 'Loan' | 'CompanyLoan';
  companyLoanType: CompanyLoanType | null;
  purposeEnum: string | null;
  name: string;
  /** The signed offer, euros as the calculator gave them. */
  offer: Pick<LoanOffer, 'Amount' | 'OpeningFee' | 'InterestRate' | 'InstallmentCount'>;
  /** Charged with every instalment, cents. */
  monthlyFee: number;
  /** The consumer's servicing actions; a company loan has none (they are hidden for it). */
  servicing: boolean;
  payoutAccountId: string;
  today: Date;
  /** The payout books once under this key, whoever asks again. */
  idempotency: { key: string; hash: string };
}

/**
 * Makes a signed loan inside the caller's transaction: the loan row, its annuity schedule (due
 * monthly from a month after today), and one balanced booking that pays the capital less the
 * opening fee to the payout account (the fee to the bank's fee income, the capital from the loan
 * receivables). Returns the new loan's id.
 */
export async function bookLoan(tx: Transaction, loan: LoanToBook): Promise<string> {
  const { offer, today, payoutAccountId } = loan;
  const capital = eurosToCents(offer.Amount);
  const openingFee = eurosToCents(offer.OpeningFee);
  const reference = await nextLoanReference(tx);
  const openingDate = toIsoDate(today);
  const [row] = await tx
    .insert(loans)
    .values({
      customerId: loan.customerId,
      typeEnum: loan.typeEnum,
      companyLoanType: loan.companyLoanType,
      purposeEnum: loan.purposeEnum,
      name: loan.name,
      capital,
      interestRate: offer.InterestRate,
      installmentCount: offer.InstallmentCount,
      openingDate,
      paymentReference: reference,
      topUpAllowed: loan.servicing,
      paymentFreeInstallmentAllowed: loan.servicing,
      dueDateChangeAllowed: loan.servicing,
      payoutAccountId,
    })
    .returning({ id: loans.id });
  const loanId = row!.id;

  const schedule = annuitySchedule({
    principal: capital,
    ratePercent: offer.InterestRate,
    count: offer.InstallmentCount,
    monthlyFee: loan.monthlyFee,
    firstDueDate: addMonths(today, 1),
  });
  await tx.insert(loanInstallments).values(
    schedule.map((instalment) => ({
      loanId,
      installmentOrder: instalment.order,
      dueDate: toIsoDate(instalment.dueDate),
      originalDueDate: toIsoDate(instalment.dueDate),
      capital: instalment.capital,
      interest: instalment.interest,
      fees: instalment.fees,
      stateEnum: 'Open',
    })),
  );

  const payout = { counterpartyName: SANDBOX_BANK.name, reference, message: loan.name };
  await postBooking(
    tx,
    {
      kind: 'loanPayout',
      valueDate: openingDate,
      customerId: loan.customerId,
      loanId,
      legs: (
        [
          {
            accountId: payoutAccountId,
            amount: capital - openingFee,
            transactionType: 'Deposit',
            ...payout,
          },
          {
            accountId: await internalAccountId(tx, 'loanReceivables'),
            amount: -capital,
            transactionType: 'Deposit',
            ...payout,
          },
          {
            accountId: await internalAccountId(tx, 'feeIncome'),
            amount: openingFee,
            transactionType: 'Deposit',
            ...payout,
          },
        ] satisfies Leg[]
      ).filter((leg) => leg.amount !== 0),
    },
    { idempotency: loan.idempotency },
  );
  return loanId;
}

/**
 * Makes the signed application's loan, inside the caller's transaction (`bookLoan`). Chosen
 * payment protection is a fee of every instalment. The customer's KYC is completed with the
 * application's answers. Returns the new loan's id.
 */
export async function bookSignedLoan(
  tx: Transaction,
  application: ApplicationRow & { customerId: string },
  offer: LoanOffer,
  { payoutAccountId, today }: { payoutAccountId: string; today: Date },
): Promise<string> {
  // Payment protection, when chosen, is charged with each instalment at the price the offer showed.
  const premium = application.insurance
    ? paymentProtectionCost(eurosToCents(offer.InstallmentAmount), offer.InstallmentCount).monthly
    : 0;
  const loanId = await bookLoan(tx, {
    customerId: application.customerId,
    typeEnum: 'Loan',
    companyLoanType: null,
    purposeEnum: application.purposeEnum,
    name: textOf(message('loanApplication.loanName'), application.language as Language),
    offer,
    monthlyFee: eurosToCents(offer.MonthlyFee) + premium,
    servicing: true,
    payoutAccountId,
    today,
    idempotency: {
      key: `loan-application:${application.id}`,
      hash: requestHash({ applicationId: application.id, offer }),
    },
  });

  await tx
    .update(customers)
    .set({
      isKycVerified: true,
      kycValidTo: renewedKycValidTo(today),
      email: sql`coalesce(${customers.email}, ${application.email})`,
      phone: sql`coalesce(${customers.phone}, ${application.phone})`,
      streetAddress: sql`coalesce(${customers.streetAddress}, ${application.streetAddress})`,
      postalCode: sql`coalesce(${customers.postalCode}, ${application.postalCode})`,
      city: sql`coalesce(${customers.city}, ${application.city})`,
    })
    .where(eq(customers.id, application.customerId));
  return loanId;
}
