import { addMonths } from 'date-fns/addMonths';
import { centsToEuros, eurosToCents, type Cents } from '../money/money';
import { ANNUITY_RATE_ADDITION, annuityPayment } from './loanCalculator';

export interface PlannedInstalment {
  order: number;
  dueDate: Date;
  capital: Cents;
  interest: Cents;
  fees: Cents;
}

/**
 * An annuity plan in cents: the payment of domain/loanCalculator, each month's interest on the
 * capital still open at its monthly rate, and the last instalment taking what rounding left.
 */
export function annuitySchedule({
  principal,
  ratePercent,
  count,
  monthlyFee,
  firstDueDate,
}: {
  principal: Cents;
  ratePercent: number;
  count: number;
  monthlyFee: Cents;
  firstDueDate: Date;
}): PlannedInstalment[] {
  const payment = eurosToCents(annuityPayment(centsToEuros(principal), ratePercent, count));
  const monthlyRate = (ratePercent + ANNUITY_RATE_ADDITION) / 100 / 12;
  const plan: PlannedInstalment[] = [];
  let open = principal;
  for (let order = 1; order <= count; order++) {
    const interest = Math.round(open * monthlyRate);
    const capital = order === count ? open : Math.min(open, payment - interest);
    open -= capital;
    plan.push({
      order,
      dueDate: addMonths(firstDueDate, order - 1),
      capital,
      interest,
      fees: monthlyFee,
    });
  }
  return plan;
}
