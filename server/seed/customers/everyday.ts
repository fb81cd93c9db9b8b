import type { Cents } from '../../../domain/money/money';
import { createFinnishReference } from '../../../domain/payments/reference';
import { monthLabel, monthlyDates } from '../calendar';
import { sepaIn, sepaOut, type Party } from '../payments';
import type { SeedPlan } from '../plan';

export interface Salary {
  payer: Party;
  /** Net pay; each month differs by a few euros (overtime, deductions). */
  amount: Cents;
  day: number;
}

export interface Bill {
  payee: Party;
  /** A fixed amount, or a range in cents the month's invoice falls in. */
  amount: Cents | readonly [Cents, Cents];
  day: number;
  /** The reference base of the invoice (the check digit is added). */
  referenceBase?: string;
  message?: string;
}

/**
 * A person's monthly rhythm on one account, from `from` to yesterday: the salary in, and the
 * bills out from the first payday on (a new customer's first bills are paid from the old bank).
 */
export function monthlySalaryAndBills(
  plan: SeedPlan,
  {
    accountId,
    from,
    salary,
    bills,
  }: { accountId: string; from: Date; salary?: Salary; bills: readonly Bill[] },
): void {
  const paydays = salary ? monthlyDates(from, plan.yesterday, salary.day) : [];
  if (salary) {
    for (const date of paydays) {
      sepaIn(plan, {
        to: accountId,
        from: salary.payer,
        date,
        amount: salary.amount + plan.random.cents(-12, 12),
        message: `Palkka ${monthLabel(date)}`,
        kind: 'salary',
      });
    }
  }
  const billsFrom = paydays[0] ?? from;
  for (const bill of bills) {
    for (const date of monthlyDates(billsFrom, plan.yesterday, bill.day)) {
      const amount =
        typeof bill.amount === 'number'
          ? bill.amount
          : plan.random.int(bill.amount[0], bill.amount[1]);
      sepaOut(plan, {
        from: accountId,
        to: bill.payee,
        date,
        amount,
        ...(bill.referenceBase ? { reference: createFinnishReference(bill.referenceBase) } : {}),
        message: bill.message ?? (bill.referenceBase ? undefined : `Lasku ${monthLabel(date)}`),
      });
    }
  }
}
