import { addMonths } from 'date-fns/addMonths';
import { parseIsoDate, toIsoDate } from '../dates/dates';
import { code } from '../errors/message';
import type { Cents } from '../money/money';
import { paymentFreeCandidate } from './instalments';
import { isCompanyLoan, isLimit, type Loan } from './loan';

/**
 * The payment-free month ('lyhennysvapaa kuukausi'). The bank's decisions, the spec leaving
 * them open:
 * - the skipped instalment's capital moves to a new instalment a month after the last one, so
 *   the plan grows by one instalment;
 * - the skipped instalment still asks its interest and fees, plus the fee of the month;
 * - the fee is 15,00 €, the price-list fee of a payment-free month; the moved capital bears no
 *   further interest, so the fee is the whole extra cost, and the customer sees it before
 *   accepting (the call carries the fee shown and is refused if it differs).
 */
export const PAYMENT_FREE_MONTH_FEE_CENTS: Cents = 15_00;

export interface PaymentFreeMonthOffer {
  installmentId: string;
  fee: Cents;
  /** Still due on the skipped instalment's date: its interest and fees, and the fee. */
  dueOnSkippedDate: Cents;
  /** The capital that moves to the new last instalment. */
  deferredCapital: Cents;
  /** YYYY-MM-DD of the new last instalment. */
  newDueDate: string;
  newInstallmentCount: number;
}

export type PaymentFreeMonthResult =
  | { ok: true; offer: PaymentFreeMonthOffer }
  | { ok: false; field: 'LoanId' | 'InstallmentId'; reason: string };

/** What taking a payment-free month on this instalment costs and does; or why it cannot. */
export function paymentFreeMonthOffer(
  loan: Pick<
    Loan,
    'TypeEnum' | 'PaymentFreeInstallmentAllowed' | 'LoanInstallmentsPublic' | 'InstallmentCount'
  >,
  installmentId: string,
  today: Date,
): PaymentFreeMonthResult {
  if (isLimit(loan) || isCompanyLoan(loan) || !loan.PaymentFreeInstallmentAllowed) {
    return { ok: false, field: 'LoanId', reason: code('loans.refusals.paymentFreeNotAllowed') };
  }
  const candidate = paymentFreeCandidate(loan, today);
  if (!candidate || candidate.Id !== installmentId) {
    return { ok: false, field: 'InstallmentId', reason: code('loans.refusals.notCandidate') };
  }
  const lastDueDate = loan.LoanInstallmentsPublic.reduce(
    (latest, instalment) => (instalment.DueDate > latest ? instalment.DueDate : latest),
    candidate.DueDate,
  );
  const last = parseIsoDate(lastDueDate);
  if (!last) throw new Error(`Loan instalment due on ${lastDueDate}`);
  return {
    ok: true,
    offer: {
      installmentId,
      fee: PAYMENT_FREE_MONTH_FEE_CENTS,
      dueOnSkippedDate: candidate.TotalOpen - candidate.CapitalOpen + PAYMENT_FREE_MONTH_FEE_CENTS,
      deferredCapital: candidate.CapitalOpen,
      newDueDate: toIsoDate(addMonths(last, 1)),
      newInstallmentCount: loan.InstallmentCount + 1,
    },
  };
}
