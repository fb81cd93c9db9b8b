import { subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { otherBankIban } from '../ibans';
import { addPersonControls } from '../paymentControls';
import { sepaIn } from '../payments';
import type { SeedPlan } from '../plan';
import { monthlySalaryAndBills } from './everyday';
import { addPerson } from './people';

/** Demo customer 3, Liisa Mäkinen: her customer details lapsed 25 days ago. */
export function seedLiisa(plan: SeedPlan): void {
  const { today } = plan;
  const liisa = addPerson(plan, {
    firstName: 'Liisa',
    lastName: 'Mäkinen',
    birthDate: '1962-06-21',
    individualNumber: 924,
    phone: '+358443456789',
    streetAddress: 'Linnankatu 12 C 30',
    postalCode: '20100',
    city: 'Turku',
    demoOrder: 3,
    demoRole: 'Henkilöasiakas: asiakastiedot vanhentuneet',
    kycValidTo: subDays(today, 25),
  });
  const customerId = liisa.customerId!;
  const since = subMonths(today, 6);
  const payment = plan.addPaymentAccount(customerId, since);
  sepaIn(plan, {
    to: payment,
    from: { name: liisa.name, iban: otherBankIban('aktia', '220451') },
    date: since,
    amount: eurosToCents(3_000),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  monthlySalaryAndBills(plan, {
    accountId: payment,
    from: since,
    salary: {
      payer: { name: 'Turun Hoivapalvelut Oy', iban: otherBankIban('aktia', '310088') },
      amount: eurosToCents(2_310),
      day: 20,
    },
    bills: [
      {
        payee: { name: 'Turun Vuokra-asunnot Oy', iban: otherBankIban('nordea', '4410276') },
        amount: eurosToCents(640),
        day: 1,
        referenceBase: '1200457',
      },
      {
        payee: { name: 'Virta Sähkö Oy', iban: otherBankIban('sPankki', '7204118') },
        amount: [eurosToCents(25), eurosToCents(49)],
        day: 18,
        referenceBase: '55140218',
      },
      {
        payee: { name: 'Liisa Mäkinen', iban: otherBankIban('aktia', '220451') },
        amount: eurosToCents(1_200),
        day: 22,
        message: 'Siirto omalle tilille',
      },
    ],
  });
  addPersonControls(plan, customerId);
}
