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
import { paymentProtectionCost } from '../../domain/loans/paymentProtection';
import { annuitySchedule } from '../../domain/loans/schedule';
import { SANDBOX_BANK } from '../seed/ibans';
import { toIsoDate } from '../../domain/dates/dates';
import { textOf } from '../texts';
import type { ApplicationRow, LoanOffer } from './applicationRecord';
import { nextLoanReference } from './loanReference';

/**
 * Makes the signed application's loan, inside the caller's transaction: the loan row, its
 * annuity schedule (due monthly from a month after today), and one balanced booking that pays
 * the capital less the opening fee to the payout account (the fee to the bank's fee income, the
 * capital from the loan receivables). Chosen payment protection is a fee of every instalment.
 * The customer's KYC is completed with the application's
 * answers. Returns the new loan's id.
 */
export async function bookSignedLoan(
  tx: Transaction,
  application: ApplicationRow & { customerId: string },
  offer: LoanOffer,
  { payoutAccountId, today }: { payoutAccountId: string; today: Date },
): Promise<string> {
  const capital = eurosToCents(offer.Amount);
  const openingFee = eurosToCents(offer.OpeningFee);
  const reference = await nextLoanReference(tx);
  const name = textOf(message('loanApplication.loanName'), application.language as Language);
  const openingDate = toIsoDate(today);
  const [loan] = await tx
    .insert(loans)
    .values({
      customerId: application.customerId,
      typeEnum: 'Loan',
      purposeEnum: application.purposeEnum,
      name,
      capital,
      interestRate: offer.InterestRate,
      installmentCount: offer.InstallmentCount,
      openingDate,
      paymentReference: reference,
      topUpAllowed: true,
      paymentFreeInstallmentAllowed: true,
      dueDateChangeAllowed: true,
      payoutAccountId,
    })
    .returning({ id: loans.id });
  const loanId = loan!.id;

  // Payment protection, when chosen, is charged with each instalment at the price the offer showed.
  const premium = application.insurance
    ? paymentProtectionCost(eurosToCents(offer.InstallmentAmount), offer.InstallmentCount).monthly
    : 0;
  const schedule = annuitySchedule({
    principal: capital,
    ratePercent: offer.InterestRate,
    count: offer.InstallmentCount,
    monthlyFee: eurosToCents(offer.MonthlyFee) + premium,
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

  const payout = { counterpartyName: SANDBOX_BANK.name, reference, message: name };
  await postBooking(
    tx,
    {
      kind: 'loanPayout',
      valueDate: openingDate,
      customerId: application.customerId,
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
    {
      idempotency: {
        key: `loan-application:${application.id}`,
        hash: requestHash({ applicationId: application.id, offer }),
      },
    },
  );

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
