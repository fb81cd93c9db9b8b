import { addDays, addHours, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { otherBankIban } from '../ibans';
import { addInstalmentLoan } from '../loans';
import { addPersonControls } from '../paymentControls';
import { sepaIn, sepaOut } from '../payments';
import type { SeedPlan } from '../plan';
import { monthlySalaryAndBills } from './everyday';
import { addPerson } from './people';
import { addThread } from '../threads';
import { message } from '../../../domain/errors/message';

/** Instalment 4 fell due about ten days ago and is unpaid. */
export const OVERDUE_INSTALMENT = 4;

/**
 * Demo customer 5, Tiina Järvinen: an instalment of her furniture loan is late ('Myöhässä'),
 * due about ten days ago with nothing paid.
 */
export function seedTiina(plan: SeedPlan): void {
  const { today } = plan;
  const tiina = addPerson(plan, {
    firstName: 'Tiina',
    lastName: 'Järvinen',
    birthDate: '1991-01-17',
    individualNumber: 946,
    phone: '+358415678901',
    streetAddress: 'Kauppakatu 8 B 21',
    postalCode: '40100',
    city: 'Jyväskylä',
    demoOrder: 5,
    demoRole: 'Henkilöasiakas: lainan erä myöhässä',
  });
  const customerId = tiina.customerId!;
  const since = subMonths(today, 6);
  const payment = plan.addPaymentAccount(customerId, since);
  const ownOp = { name: tiina.name, iban: otherBankIban('op', '5471220') };
  sepaIn(plan, {
    to: payment,
    from: ownOp,
    date: since,
    amount: eurosToCents(1_000),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  monthlySalaryAndBills(plan, {
    accountId: payment,
    from: since,
    salary: {
      payer: { name: 'Keski-Suomen Siivous Oy', iban: otherBankIban('op', '5480017') },
      amount: eurosToCents(1_940),
      day: 31,
    },
    bills: [
      {
        payee: { name: 'Jyväskylän Vuokratalot Oy', iban: otherBankIban('op', '5490328') },
        amount: eurosToCents(690),
        day: 1,
        referenceBase: '8803214',
      },
      {
        payee: { name: tiina.name, iban: ownOp.iban },
        amount: eurosToCents(1_050),
        day: 2,
        message: 'Siirto omalle tilille',
      },
    ],
  });

  // Timed so that the fourth instalment fell due ten days ago (a month end may move it a day).
  const overdueDue = subDays(today, 10);
  const loanOpened = subMonths(overdueDue, OVERDUE_INSTALMENT);
  addInstalmentLoan(plan, {
    customerId,
    name: 'Kulutusluotto',
    typeEnum: 'Loan',
    purpose: 'Living',
    principal: eurosToCents(4_000),
    ratePercent: 9.9,
    count: 24,
    monthlyFee: eurosToCents(5),
    openingDate: loanOpened,
    accountId: payment,
    dueDateChangeAllowed: true,
    unpaidOrders: [OVERDUE_INSTALMENT],
  });
  sepaOut(plan, {
    from: payment,
    to: { name: 'Huonekalutalo Koti Oy', iban: otherBankIban('nordea', '6631904') },
    date: addDays(loanOpened, 1),
    amount: eurosToCents(3_880),
    message: 'Sohva ja ruokapöytä, tilaus 55102',
  });
  addPersonControls(plan, customerId);
  addThread(plan, customerId, 'Lainan erä on myöhässä', [
    {
      from: 'Bank',
      text: message('messages.demo.overdueInstalment'),
      at: addHours(subDays(today, 3), 8),
      read: false,
    },
  ]);
}
