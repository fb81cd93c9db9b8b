import { addDays, addHours, addMonths, subDays, subMonths } from 'date-fns';
import { createFinnishBusinessId } from '../../../domain/identity/finnishBusinessId';
import { eurosToCents } from '../../../domain/money/money';
import { createFinnishReference } from '../../../domain/payments/reference';
import { iso, monthLabel, monthlyDates } from '../calendar';
import { otherBankIban, OTHER_BANKS } from '../ibans';
import { payMonthlySavingsInterest } from '../interest';
import { addCreditLimit, addInstalmentLoan } from '../loans';
import { addCompanyControls, addPersonControls } from '../paymentControls';
import { onUsPayment, ownTransfer, sepaIn, sepaOut, type Party } from '../payments';
import type { SeedPlan } from '../plan';
import { seedCompanyCards } from './kuuselaCards';
import { addPerson, demoEmail } from './people';

export const COMPANY_NAME = 'Kuusela Rakennus Oy';
const EMAIL_DOMAIN = 'kuuselarakennus.example';
// A base above the Y-tunnus numbers issued so far (they run below 3 500 000).
export const COMPANY_BUSINESS_ID = createFinnishBusinessId('9812437');
const CORPORATE_SAVINGS_RATE = 1.25;

const clients: readonly Party[] = [
  { name: 'As Oy Tapiolan Puisto', iban: otherBankIban('op', '5120449') },
  { name: 'Kiinteistö Oy Leppävaaran Portti', iban: otherBankIban('nordea', '1550873') },
  { name: 'Lahden Rakennuttajat Oy', iban: otherBankIban('danske', '80213395') },
  { name: 'Espoon Kotitalot Oy', iban: otherBankIban('sPankki', '3088210') },
  { name: 'Matti ja Riikka Lahtinen', iban: otherBankIban('op', '5711682') },
];
const suppliers: readonly Party[] = [
  { name: 'Rautakauppa Kivinen Oy', iban: otherBankIban('op', '5602213') },
  { name: 'Betoni-Saarinen Oy', iban: otherBankIban('nordea', '2044718') },
  { name: 'Puutavara Lehtola Oy', iban: otherBankIban('aktia', '118802') },
  { name: 'LVI-Tukku Ranta Oy', iban: otherBankIban('handelsbanken', '2290647') },
];
const employees: readonly (Party & { pay: number })[] = [
  { name: 'Teemu Laaksonen', iban: otherBankIban('op', '5713940'), pay: 2_850 },
  { name: 'Sanna Heikkinen', iban: otherBankIban('nordea', '1902266'), pay: 2_640 },
  { name: 'Ville Koskinen', iban: otherBankIban('sPankki', '3127719'), pay: 3_060 },
];
const taxAuthority: Party = { name: 'Verohallinto', iban: otherBankIban('op', '5000120') };
const premisesLandlord: Party = {
  name: 'Kiinteistö Oy Espoon Teollisuustie',
  iban: otherBankIban('danske', '80450021'),
};

/**
 * Demo customers 6 and 7: Kuusela Rakennus Oy, a building firm of five people. Its main user
 * Jukka Kuusela (toimitusjohtaja) is also a customer himself; Sanna Heikkinen holds one of the
 * company's cards and may act for nothing else.
 */
export function seedKuusela(plan: SeedPlan): void {
  const { today, random } = plan;
  const since = subMonths(today, 14);

  const jukka = addPerson(plan, {
    firstName: 'Jukka',
    lastName: 'Kuusela',
    birthDate: '1974-05-08',
    individualNumber: 957,
    phone: '+358409012345',
    streetAddress: 'Kalevalantie 6',
    postalCode: '02100',
    city: 'Espoo',
    demoOrder: 6,
    demoRole: `Yrityksen pääkäyttäjä (${COMPANY_NAME}) ja henkilöasiakas`,
  });
  const sanna = addPerson(plan, {
    firstName: 'Sanna',
    lastName: 'Heikkinen',
    birthDate: '1996-12-03',
    individualNumber: 968,
    phone: '+358451234321',
    streetAddress: 'Tikkurilantie 90 C 14',
    postalCode: '01300',
    city: 'Vantaa',
    demoOrder: 7,
    demoRole: `Yrityksen kortinhaltija (${COMPANY_NAME})`,
    ownRight: null,
  });
  const company = plan.addCustomer({
    type: 'Company',
    name: COMPANY_NAME,
    identityCode: COMPANY_BUSINESS_ID,
    kycValidTo: iso(addMonths(today, 30)),
    isKycVerified: true,
    email: `toimisto@${EMAIL_DOMAIN}`,
    phone: '+358401112233',
    streetAddress: 'Teollisuustie 7',
    postalCode: '02920',
    city: 'Espoo',
  });
  plan.grant(jukka.userId, company, 'MainUser', 'Toimitusjohtaja');
  plan.grant(sanna.userId, company, 'CardHolder');
  plan.companyContactPersons.push({
    customerId: company,
    firstName: 'Jukka',
    lastName: 'Kuusela',
    email: `jukka@${EMAIL_DOMAIN}`,
    phone: '+358409012345',
    updatedAt: subMonths(today, 14),
  });

  const account = (customName: string, product: 'payment' | 'savings' | 'card', creditLimit = 0) =>
    plan.addAccount({
      customerId: company,
      type: 'BankAccount',
      product,
      customName,
      creditLimit,
      interestRate: product === 'savings' ? CORPORATE_SAVINGS_RATE : 0,
      openedAt: since,
    });
  const main = account('Päätili', 'payment');
  const payroll = account('Palkkatili', 'payment');
  const savings = account('Yrityssäästötili', 'savings');
  const creditCardAccount = account('Yrityskorttitili', 'card', eurosToCents(10_000));
  const prepaidAccount = account('Prepaid-korttitili', 'card');

  sepaIn(plan, {
    to: main,
    from: { name: COMPANY_NAME, iban: otherBankIban('op', '5090311') },
    date: since,
    amount: eurosToCents(60_000),
    message: 'Tilin siirto pankista toiseen',
    kind: 'externalDeposit',
  });
  ownTransfer(plan, {
    from: main,
    to: savings,
    date: addDays(since, 3),
    amount: eurosToCents(15_000),
    message: 'Puskurivarat',
  });

  // Work paid in on four days a month, and three supplier invoices paid.
  let invoiceNumber = 2400;
  for (const day of [5, 12, 20, 27]) {
    for (const date of monthlyDates(addDays(since, 1), plan.yesterday, day)) {
      invoiceNumber += 1;
      sepaIn(plan, {
        to: main,
        from: random.pick(clients),
        date,
        amount: random.cents(9_000, 16_000),
        reference: createFinnishReference(String(invoiceNumber)),
        kind: 'customerInvoicePaid',
      });
    }
  }
  for (const day of [8, 18, 25]) {
    for (const date of monthlyDates(addDays(since, 7), plan.yesterday, day)) {
      sepaOut(plan, {
        from: main,
        to: random.pick(suppliers),
        date,
        amount: random.cents(800, 5_000),
        reference: createFinnishReference(String(random.int(10_000, 99_999))),
      });
    }
  }
  for (const date of monthlyDates(addDays(since, 1), plan.yesterday, 1)) {
    sepaOut(plan, {
      from: main,
      to: premisesLandlord,
      date,
      amount: eurosToCents(1_850),
      reference: createFinnishReference('6020071'),
    });
  }
  for (const date of monthlyDates(addDays(since, 1), plan.yesterday, 12)) {
    sepaOut(plan, {
      from: main,
      to: taxAuthority,
      date,
      amount: random.cents(5_200, 6_800),
      reference: createFinnishReference('1098124306'),
      message: `Oma-aloitteiset verot ${monthLabel(subMonths(date, 1))}`,
    });
  }
  const ownAccount = plan.addPaymentAccount(jukka.customerId!, since);
  for (const date of monthlyDates(addDays(since, 1), plan.yesterday, 15)) {
    ownTransfer(plan, {
      from: main,
      to: payroll,
      date,
      amount: eurosToCents(13_000),
      message: `Palkat ${monthLabel(date)}`,
      time: '07:00',
    });
    for (const employee of employees) {
      sepaOut(plan, {
        from: payroll,
        to: employee,
        date,
        amount: eurosToCents(employee.pay),
        message: `Palkka ${monthLabel(date)}`,
        kind: 'salaryPaid',
      });
    }
    onUsPayment(plan, {
      from: payroll,
      to: ownAccount,
      payerName: COMPANY_NAME,
      payeeName: jukka.name,
      date,
      amount: eurosToCents(4_200),
      message: `Palkka ${monthLabel(date)}`,
    });
  }

  // Jukka's own account: his salary in, most of it on to the family's joint account.
  sepaIn(plan, {
    to: ownAccount,
    from: { name: jukka.name, iban: otherBankIban('op', '5066127') },
    date: since,
    amount: eurosToCents(5_000),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  for (const date of monthlyDates(addDays(since, 1), plan.yesterday, 16)) {
    sepaOut(plan, {
      from: ownAccount,
      to: { name: 'Jukka ja Minna Kuusela', iban: otherBankIban('op', '5066135') },
      date,
      amount: eurosToCents(3_600),
      message: 'Yhteinen tili',
    });
  }

  // Loans: a machine loan, a flexible loan and two credit limits a year apart.
  const machineLoanOpened = addDays(since, 20);
  addInstalmentLoan(plan, {
    customerId: company,
    name: 'Yrityslaina, kaivinkone',
    typeEnum: 'CompanyLoan',
    companyLoanType: 'NormalLoan',
    purpose: 'Business',
    principal: eurosToCents(60_000),
    ratePercent: 6.5,
    count: 48,
    monthlyFee: eurosToCents(10),
    openingDate: machineLoanOpened,
    accountId: main,
  });
  sepaOut(plan, {
    from: main,
    to: { name: 'Konekauppa Häkkinen Oy', iban: otherBankIban('nordea', '2670551') },
    date: addDays(machineLoanOpened, 4),
    amount: eurosToCents(58_900),
    reference: createFinnishReference('300918'),
    message: 'Kaivinkone 14 t',
  });
  addInstalmentLoan(plan, {
    customerId: company,
    name: 'Joustava yrityslaina',
    typeEnum: 'CompanyLoan',
    companyLoanType: 'FlexLoan',
    purpose: 'Business',
    principal: eurosToCents(20_000),
    ratePercent: 8.9,
    count: 12,
    monthlyFee: eurosToCents(8),
    openingDate: subMonths(today, 5),
    accountId: main,
  });
  const oldLimitOpened = subDays(today, 400);
  addCreditLimit(plan, {
    customerId: company,
    name: 'Yritysluottoraja',
    line: eurosToCents(25_000),
    ratePercent: 9.5,
    openingDate: oldLimitOpened,
    accountId: main,
    withdrawals: [{ date: subMonths(today, 9), amount: eurosToCents(8_000) }],
    capitalPercent: 5,
    minimumCapital: eurosToCents(200),
  });
  addCreditLimit(plan, {
    customerId: company,
    name: 'Luottoraja FCA',
    line: eurosToCents(15_000),
    ratePercent: 8.5,
    openingDate: subDays(today, 21),
    accountId: main,
    withdrawals: [],
    capitalPercent: 5,
    minimumCapital: eurosToCents(200),
  });

  // A term deposit of two months, for six.
  const depositOpened = subMonths(today, 2);
  const termDeposit = plan.addAccount({
    customerId: company,
    type: 'TermDeposit',
    product: 'termDeposit',
    customName: 'Määräaikaistalletus 6 kk',
    interestRate: 2.2,
    termDepositAmount: eurosToCents(40_000),
    termDepositExpires: addMonths(depositOpened, 6),
    openedAt: depositOpened,
  });
  ownTransfer(plan, {
    from: main,
    to: termDeposit,
    date: depositOpened,
    amount: eurosToCents(40_000),
    time: '11:00',
  });

  seedCompanyCards(plan, {
    company,
    main,
    creditCardAccount,
    prepaidAccount,
    jukka: { userId: jukka.userId, name: jukka.name },
    sanna: { userId: sanna.userId, name: sanna.name },
  });

  payMonthlySavingsInterest(plan, {
    accountId: savings,
    ratePercent: CORPORATE_SAVINGS_RATE,
    from: since,
    withholdTax: false,
  });

  plan.cardHolderInvitations.push(
    {
      companyId: company,
      email: demoEmail('Ville', 'Koskinen', EMAIL_DOMAIN),
      cardLimit: eurosToCents(1_500),
      insertTime: addHours(subDays(today, 3), 10),
    },
    {
      companyId: company,
      email: demoEmail('Anna', 'Rantanen', EMAIL_DOMAIN),
      cardLimit: eurosToCents(1_000),
      insertTime: addHours(subDays(today, 9), 14),
    },
  );
  plan.payees.push(
    {
      customerId: company,
      name: 'Verohallinto',
      receiverAccountNumber: taxAuthority.iban,
      receiverName: taxAuthority.name,
      receiverBic: OTHER_BANKS.op.bic,
    },
    {
      customerId: company,
      name: 'Rautakauppa Kivinen',
      receiverAccountNumber: suppliers[0]!.iban,
      receiverName: suppliers[0]!.name,
      receiverBic: OTHER_BANKS.op.bic,
    },
  );
  addCompanyControls(plan, company);
  addPersonControls(plan, jukka.customerId!);
}
