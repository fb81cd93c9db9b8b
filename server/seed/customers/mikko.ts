import { addDays, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { otherBankIban } from '../ibans';
import { addInstalmentLoan } from '../loans';
import { addPersonControls } from '../paymentControls';
import { sepaIn, sepaOut } from '../payments';
import type { SeedPlan } from '../plan';
import { monthlySalaryAndBills } from './everyday';
import { addPerson } from './people';

/**
 * Demo customer 2, Mikko Korhonen: his customer details lapse in about 40 days (the
 * 'kyc_expires_soon' warning), and his car loan offers a top-up, a payment-free month and a
 * due-date change: the coming instalment is untouched, on its original due date.
 */
export function seedMikko(plan: SeedPlan): void {
  const { today } = plan;
  const mikko = addPerson(plan, {
    firstName: 'Mikko',
    lastName: 'Korhonen',
    birthDate: '1979-11-02',
    individualNumber: 913,
    phone: '+358452345678',
    streetAddress: 'Hämeenkatu 31 A 9',
    postalCode: '33200',
    city: 'Tampere',
    demoOrder: 2,
    demoRole:
      'Henkilöasiakas: asiakastiedot vanhenevat pian; laina, jossa lisälaina, maksuton kuukausi ja eräpäivän siirto',
    kycValidTo: addDays(today, 40),
  });
  const customerId = mikko.customerId!;
  const since = subMonths(today, 8);
  const payment = plan.addPaymentAccount(customerId, since);
  const ownSPankki = { name: mikko.name, iban: otherBankIban('sPankki', '1206655') };
  sepaIn(plan, {
    to: payment,
    from: ownSPankki,
    date: since,
    amount: eurosToCents(900),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  monthlySalaryAndBills(plan, {
    accountId: payment,
    from: since,
    salary: {
      payer: { name: 'Pirkanmaan Konepaja Oy', iban: otherBankIban('op', '5712004') },
      amount: eurosToCents(2_650),
      day: 31,
    },
    bills: [
      {
        payee: { name: 'Asuntosäätiö Näsi', iban: otherBankIban('op', '5800917') },
        amount: eurosToCents(720),
        day: 3,
        referenceBase: '4400312',
      },
      {
        payee: { name: 'Virta Sähkö Oy', iban: otherBankIban('sPankki', '7204118') },
        amount: [eurosToCents(30), eurosToCents(58)],
        day: 18,
        referenceBase: '55130442',
      },
      {
        payee: { name: 'Vakuutus Oy Ahjo', iban: otherBankIban('nordea', '2298140') },
        amount: eurosToCents(61.2),
        day: 20,
        referenceBase: '80026615',
      },
    ],
  });
  // What is left of the salary goes to his everyday account in S-Pankki.
  for (const monthsAgo of [6, 5, 4, 3, 2, 1]) {
    sepaOut(plan, {
      from: payment,
      to: ownSPankki,
      date: subMonths(today, monthsAgo),
      amount: eurosToCents(1_250),
      message: 'Siirto omalle tilille',
    });
  }

  const loanOpened = subDays(subMonths(today, 5), 12);
  addInstalmentLoan(plan, {
    customerId,
    name: 'Autolaina',
    typeEnum: 'Loan',
    purpose: 'Transportation',
    principal: eurosToCents(8_000),
    ratePercent: 6.9,
    count: 24,
    monthlyFee: eurosToCents(4),
    openingDate: loanOpened,
    accountId: payment,
    topUpAllowed: true,
    paymentFreeInstallmentAllowed: true,
    dueDateChangeAllowed: true,
  });
  sepaOut(plan, {
    from: payment,
    to: { name: 'Autotalo Saarinen Oy', iban: otherBankIban('nordea', '3317208') },
    date: addDays(loanOpened, 2),
    amount: eurosToCents(7_600),
    message: 'Skoda Octavia, kauppakirja 1184',
  });
  addPersonControls(plan, customerId);
}
