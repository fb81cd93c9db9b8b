import type { Cents } from '../../domain/money/money';
import { termDepositInterest } from '../../domain/accounts/termDeposit';
import { eachDay, iso } from './calendar';
import { SANDBOX_BANK } from './ibans';
import type { Leg } from './ledger';
import type { SeedPlan } from './plan';

/** Ennakonpidätys on a person's deposit interest: 30 % (capital income, tuloverolaki 124 §). */
export const WITHHOLDING_TAX_PERCENT = 30;

export function withholdingTax(gross: Cents): Cents {
  return Math.round((gross * WITHHOLDING_TAX_PERCENT) / 100);
}

/** The interest legs: credited by the bank's interest expense, tax withheld for persons. */
function interestLegs(
  plan: SeedPlan,
  accountId: string,
  gross: Cents,
  type: 'Interest' | 'CreditInterest',
  withholdTax: boolean,
): Leg[] {
  const bank = { counterpartyName: SANDBOX_BANK.name };
  const legs: Leg[] = [
    { accountId, amount: gross, transactionType: type, ...bank },
    { accountId: plan.internal.interestExpense, amount: -gross, transactionType: type, ...bank },
  ];
  const tax = withholdTax ? withholdingTax(gross) : 0;
  if (tax > 0) {
    legs.push(
      { accountId, amount: -tax, transactionType: 'TaxWithhold', ...bank },
      { accountId: plan.internal.withholdingTax, amount: tax, transactionType: 'TaxWithhold' },
    );
  }
  return legs;
}

/**
 * Savings interest, accrued daily on the day's closing balance (actual/365) and paid for each
 * month on the first day of the next; what has accrued since is left in accrued_interest (so
 * there always is some). Call it after every other booking of the account is in the plan.
 */
export function payMonthlySavingsInterest(
  plan: SeedPlan,
  {
    accountId,
    ratePercent,
    from,
    withholdTax,
  }: { accountId: string; ratePercent: number; from: Date; withholdTax: boolean },
): void {
  const movements = plan.journal.dailyMovements(accountId);
  const customerId = plan.account(accountId).customerId;
  let balance = 0;
  let accrued = 0;
  for (const day of eachDay(from, plan.yesterday)) {
    const date = iso(day);
    const gross = day.getDate() === 1 ? Math.round(accrued) : 0;
    if (gross > 0) {
      accrued = 0;
      const legs = interestLegs(plan, accountId, gross, 'Interest', withholdTax);
      plan.book({ kind: 'savingsInterest', valueDate: date, customerId, time: '00:30', legs });
      for (const leg of legs) if (leg.accountId === accountId) balance += leg.amount;
    }
    balance += movements.get(date) ?? 0;
    accrued += (Math.max(0, balance) * ratePercent) / 100 / 365;
  }
  plan.updateAccount(accountId, {
    accruedInterest: Math.round(accrued),
    interestAccruedTo: iso(plan.yesterday),
  });
}

/**
 * A term deposit that has matured: the capital goes back to `payTo` and the interest
 * (simple interest for the term, domain/termDeposit) is credited there, tax withheld for persons.
 */
export function matureTermDeposit(
  plan: SeedPlan,
  {
    depositId,
    payTo,
    amount,
    ratePercent,
    months,
    maturity,
    withholdTax,
  }: {
    depositId: string;
    payTo: string;
    amount: Cents;
    ratePercent: number;
    months: number;
    maturity: Date;
    withholdTax: boolean;
  },
): void {
  const date = iso(maturity);
  const customerId = plan.account(payTo).customerId;
  const deposit = plan.account(depositId);
  const target = plan.account(payTo);
  plan.book({
    kind: 'termDepositMaturity',
    valueDate: date,
    customerId,
    time: '06:00',
    legs: [
      {
        accountId: depositId,
        amount: -amount,
        transactionType: 'Transfer',
        counterpartyName: target.name,
        counterpartyIban: target.iban,
      },
      {
        accountId: payTo,
        amount,
        transactionType: 'Transfer',
        counterpartyName: deposit.name,
        counterpartyIban: deposit.iban,
      },
    ],
  });
  const gross = termDepositInterest(amount, ratePercent, months);
  plan.book({
    kind: 'termDepositInterest',
    valueDate: date,
    customerId,
    time: '06:01',
    legs: interestLegs(plan, payTo, gross, 'CreditInterest', withholdTax),
  });
}
