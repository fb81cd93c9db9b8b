import { addDays, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { monthlyDates } from '../calendar';
import { otherBankIban } from '../ibans';
import { payMonthlySavingsInterest } from '../interest';
import { addCreditLimit, addInstalmentLoan } from '../loans';
import { addPersonControls } from '../paymentControls';
import { ownTransfer, sepaIn } from '../payments';
import type { SeedPlan } from '../plan';
import { monthlySalaryAndBills } from './everyday';
import { addPerson } from './people';

/**
 * Demo customer 4, Pekka Nieminen: may only look at his own accounts (a ViewOnly right). His
 * loan would allow every relief and his limit a withdrawal, so that each of their buttons is
 * there to be shown disabled.
 */
export function seedPekka(plan: SeedPlan): void {
  const { today } = plan;
  const pekka = addPerson(plan, {
    firstName: 'Pekka',
    lastName: 'Nieminen',
    birthDate: '1965-09-30',
    individualNumber: 931,
    phone: '+358404567890',
    streetAddress: 'Isokatu 40 A 5',
    postalCode: '90100',
    city: 'Oulu',
    demoOrder: 4,
    demoRole: 'Henkilöasiakas: vain katseluoikeus; laina ja luottoraja',
    ownRight: 'ViewOnly',
  });
  const customerId = pekka.customerId!;
  const since = subMonths(today, 7);
  const payment = plan.addPaymentAccount(customerId, since);
  const savings = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'savings',
    customName: 'Säästötili',
    interestRate: 1.5,
    openedAt: since,
  });
  const ownOp = { name: pekka.name, iban: otherBankIban('op', '5290173') };
  sepaIn(plan, {
    to: payment,
    from: ownOp,
    date: since,
    amount: eurosToCents(1_800),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  sepaIn(plan, {
    to: savings,
    from: ownOp,
    date: since,
    amount: eurosToCents(6_500),
    message: 'Säästöt',
    kind: 'externalDeposit',
  });
  monthlySalaryAndBills(plan, {
    accountId: payment,
    from: since,
    salary: {
      payer: { name: 'Oulun Tietotekniikka Oy', iban: otherBankIban('op', '5301187') },
      amount: eurosToCents(3_420),
      day: 15,
    },
    bills: [
      {
        payee: { name: 'Asunto Oy Tuiran Ranta', iban: otherBankIban('op', '5322904') },
        amount: eurosToCents(312),
        day: 5,
        referenceBase: '310057',
      },
      {
        payee: { name: 'Oulun Energia Oy', iban: otherBankIban('nordea', '5608821') },
        amount: [eurosToCents(45), eurosToCents(96)],
        day: 19,
        referenceBase: '77201934',
      },
      {
        payee: { name: pekka.name, iban: ownOp.iban },
        amount: eurosToCents(2_300),
        day: 16,
        message: 'Siirto omalle tilille',
      },
    ],
  });
  for (const date of monthlyDates(since, plan.yesterday, 15)) {
    ownTransfer(plan, {
      from: payment,
      to: savings,
      date,
      amount: eurosToCents(400),
      message: 'Säästö',
    });
  }
  payMonthlySavingsInterest(plan, {
    accountId: savings,
    ratePercent: 1.5,
    from: since,
    withholdTax: true,
  });

  const loanOpened = subDays(subMonths(today, 3), 6);
  addInstalmentLoan(plan, {
    customerId,
    name: 'Venelaina',
    typeEnum: 'Loan',
    purpose: 'Hobbies',
    principal: eurosToCents(6_000),
    ratePercent: 7.9,
    count: 24,
    monthlyFee: eurosToCents(4),
    openingDate: loanOpened,
    accountId: payment,
    topUpAllowed: true,
    paymentFreeInstallmentAllowed: true,
    dueDateChangeAllowed: true,
  });
  const limitOpened = subDays(subMonths(today, 2), 10);
  addCreditLimit(plan, {
    customerId,
    name: 'Joustoluotto',
    line: eurosToCents(3_000),
    ratePercent: 11.9,
    openingDate: limitOpened,
    accountId: payment,
    withdrawals: [{ date: addDays(limitOpened, 1), amount: eurosToCents(600) }],
    capitalPercent: 3,
    minimumCapital: eurosToCents(50),
  });
  addPersonControls(plan, customerId);
}
