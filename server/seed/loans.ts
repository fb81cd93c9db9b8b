import { randomUUID } from 'node:crypto';
import { addMonths } from 'date-fns';
import type {
  CompanyLoanType,
  InstalmentState,
  LoanPurpose,
  LoanType,
} from '../../domain/loans/loan';
import { ANNUITY_RATE_ADDITION, annuityPayment } from '../../domain/loans/loanCalculator';
import { centsToEuros, eurosToCents, type Cents } from '../../domain/money/money';
import { iso } from './calendar';
import { SANDBOX_BANK } from './ibans';
import type { Leg } from './ledger';
import type { SeedPlan } from './plan';

/**
 * Loans and credit limits of the demo: the loan row, its instalments, the payout and every
 * instalment paid, booked against the loan receivables with the loan's payment reference.
 */

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

interface RepaymentLegs {
  accountId: string;
  name: string;
  reference: string;
  capital: Cents;
  interest: Cents;
  fees: Cents;
}

/** The customer pays an instalment: capital to the receivables, interest and fees to income. */
function repaymentLegs(plan: SeedPlan, payment: RepaymentLegs): Leg[] {
  const { accountId, name, reference, capital, interest, fees } = payment;
  const details = { counterpartyName: name, reference };
  const legs: Leg[] = [
    {
      accountId,
      amount: -(capital + interest + fees),
      transactionType: 'CreditRepayment',
      ...details,
    },
  ];
  const parts: [string, Cents][] = [
    [plan.internal.loanReceivables, capital],
    [plan.internal.interestIncome, interest],
    [plan.internal.feeIncome, fees],
  ];
  for (const [internal, amount] of parts) {
    if (amount > 0) {
      legs.push({ accountId: internal, amount, transactionType: 'CreditRepayment', ...details });
    }
  }
  return legs;
}

export interface InstalmentLoanSpec {
  customerId: string;
  name: string;
  typeEnum: Extract<LoanType, 'Loan' | 'CompanyLoan'>;
  companyLoanType?: CompanyLoanType;
  purpose: LoanPurpose;
  principal: Cents;
  ratePercent: number;
  count: number;
  monthlyFee: Cents;
  openingDate: Date;
  /** The payout goes here, and the instalments are paid from here. */
  accountId: string;
  topUpAllowed?: boolean;
  paymentFreeInstallmentAllowed?: boolean;
  dueDateChangeAllowed?: boolean;
  /** Instalments past their due date that were not paid: they are 'InvoiceDue'. */
  unpaidOrders?: readonly number[];
}

/**
 * An instalment loan paid out on its opening date, due monthly from a month later. Instalments
 * due before today are paid on their due date (unless listed as unpaid); later ones are Open.
 */
export function addInstalmentLoan(plan: SeedPlan, spec: InstalmentLoanSpec): string {
  const id = randomUUID();
  const reference = plan.nextLoanReference();
  plan.loans.push({
    id,
    customerId: spec.customerId,
    typeEnum: spec.typeEnum,
    companyLoanType: spec.companyLoanType ?? null,
    purposeEnum: spec.purpose,
    creditCategoryEnum: 'Normal',
    name: spec.name,
    capital: spec.principal,
    interestRate: spec.ratePercent,
    installmentCount: spec.count,
    openingDate: iso(spec.openingDate),
    paymentReference: reference,
    topUpAllowed: spec.topUpAllowed ?? false,
    paymentFreeInstallmentAllowed: spec.paymentFreeInstallmentAllowed ?? false,
    dueDateChangeAllowed: spec.dueDateChangeAllowed ?? false,
    withdrawalAllowed: false,
    withdrawed: true,
    payoutAccountId: spec.accountId,
  });

  const payout = { counterpartyName: SANDBOX_BANK.name, reference, message: spec.name };
  plan.book({
    kind: 'loanPayout',
    valueDate: iso(spec.openingDate),
    customerId: spec.customerId,
    loanId: id,
    time: '09:15',
    legs: [
      { accountId: spec.accountId, amount: spec.principal, transactionType: 'Deposit', ...payout },
      {
        accountId: plan.internal.loanReceivables,
        amount: -spec.principal,
        transactionType: 'Deposit',
        ...payout,
      },
    ],
  });

  const schedule = annuitySchedule({
    principal: spec.principal,
    ratePercent: spec.ratePercent,
    count: spec.count,
    monthlyFee: spec.monthlyFee,
    firstDueDate: addMonths(spec.openingDate, 1),
  });
  for (const instalment of schedule) {
    const dueDate = iso(instalment.dueDate);
    const total = instalment.capital + instalment.interest + instalment.fees;
    const past = dueDate < plan.todayIso;
    const unpaid = spec.unpaidOrders?.includes(instalment.order) ?? false;
    const state: InstalmentState = !past ? 'Open' : unpaid ? 'InvoiceDue' : 'Paid';
    const paid = state === 'Paid';
    plan.loanInstallments.push({
      loanId: id,
      installmentOrder: instalment.order,
      dueDate,
      originalDueDate: dueDate,
      capital: instalment.capital,
      interest: instalment.interest,
      fees: instalment.fees,
      capitalPaid: paid ? instalment.capital : 0,
      totalPaid: paid ? total : 0,
      stateEnum: state,
    });
    if (!paid) continue;
    plan.book({
      kind: 'loanInstalment',
      valueDate: dueDate,
      customerId: spec.customerId,
      loanId: id,
      time: '06:10',
      legs: repaymentLegs(plan, {
        ...instalment,
        accountId: spec.accountId,
        name: spec.name,
        reference,
      }),
    });
  }
  return id;
}

/** A credit limit's agreement runs 12 months: we count its monthly invoices against that. */
export const LIMIT_INSTALMENT_COUNT = 12;

export interface CreditLimitSpec {
  customerId: string;
  name: string;
  line: Cents;
  ratePercent: number;
  openingDate: Date;
  /** Withdrawals are paid here and invoices paid from here. */
  accountId: string;
  withdrawals: readonly { date: Date; amount: Cents }[];
  withdrawalAllowed?: boolean;
  /** Each invoice repays this share of the credit in use… */
  capitalPercent: number;
  /** …but at least this much. */
  minimumCapital: Cents;
}

/**
 * A credit limit: withdrawals move money from the line to the payout account ('Transfer', as a
 * limit's transfers are booked), and a monthly invoice on the opening day of the month asks a
 * share of the credit in use plus a month's interest. Invoices due before today are paid; the
 * coming one is Open.
 */
export function addCreditLimit(plan: SeedPlan, spec: CreditLimitSpec): string {
  const id = randomUUID();
  const reference = plan.nextLoanReference();
  plan.loans.push({
    id,
    customerId: spec.customerId,
    typeEnum: 'Limit',
    companyLoanType: null,
    purposeEnum: null,
    creditCategoryEnum: 'Normal',
    name: spec.name,
    capital: spec.line,
    interestRate: spec.ratePercent,
    installmentCount: LIMIT_INSTALMENT_COUNT,
    openingDate: iso(spec.openingDate),
    paymentReference: reference,
    withdrawalAllowed: spec.withdrawalAllowed ?? true,
    withdrawed: spec.withdrawals.length > 0,
    payoutAccountId: spec.accountId,
  });

  const target = plan.account(spec.accountId);
  const withdrawals = [...spec.withdrawals].sort((a, b) => a.date.getTime() - b.date.getTime());
  for (const withdrawal of withdrawals) {
    plan.book({
      kind: 'limitWithdrawal',
      valueDate: iso(withdrawal.date),
      customerId: spec.customerId,
      loanId: id,
      time: '14:00',
      legs: [
        {
          accountId: spec.accountId,
          amount: withdrawal.amount,
          transactionType: 'Transfer',
          counterpartyName: spec.name,
          reference,
        },
        {
          accountId: plan.internal.loanReceivables,
          amount: -withdrawal.amount,
          transactionType: 'Transfer',
          counterpartyName: target.name,
          counterpartyIban: target.iban,
          reference,
        },
      ],
    });
  }

  const first = withdrawals[0];
  if (!first) return id;
  let order = 0;
  for (let month = 1; ; month++) {
    const dueDate = iso(addMonths(spec.openingDate, month));
    if (iso(first.date) >= dueDate) continue;
    const drawn = withdrawals
      .filter((w) => iso(w.date) < dueDate)
      .reduce((sum, w) => sum + w.amount, 0);
    const inUse = drawn - paidCapital(plan, id);
    if (inUse <= 0) break;
    const interest = Math.round((inUse * spec.ratePercent) / 100 / 12);
    const capital = Math.min(
      inUse,
      Math.max(spec.minimumCapital, Math.round((inUse * spec.capitalPercent) / 100)),
    );
    const past = dueDate < plan.todayIso;
    order += 1;
    plan.loanInstallments.push({
      loanId: id,
      installmentOrder: order,
      dueDate,
      originalDueDate: dueDate,
      capital,
      interest,
      fees: 0,
      capitalPaid: past ? capital : 0,
      totalPaid: past ? capital + interest : 0,
      stateEnum: past ? 'Paid' : 'Open',
    });
    if (!past) break;
    plan.book({
      kind: 'limitInstalment',
      valueDate: dueDate,
      customerId: spec.customerId,
      loanId: id,
      time: '06:20',
      legs: repaymentLegs(plan, {
        accountId: spec.accountId,
        name: spec.name,
        reference,
        capital,
        interest,
        fees: 0,
      }),
    });
  }
  return id;
}

function paidCapital(plan: SeedPlan, loanId: string): Cents {
  return plan.loanInstallments
    .filter((row) => row.loanId === loanId)
    .reduce((sum, row) => sum + (row.capitalPaid ?? 0), 0);
}
