import { addDays, addHours, addMonths, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { createFinnishReference } from '../../../domain/payments/reference';
import { eachDay, iso, lastDayOfMonth, monthlyDates } from '../calendar';
import { addCard } from '../cards';
import { otherBankIban, OTHER_BANKS, SWEDISH_BANK_BIC, swedishIban } from '../ibans';
import { matureTermDeposit, payMonthlySavingsInterest } from '../interest';
import { addCreditLimit, addInstalmentLoan } from '../loans';
import { addPersonControls } from '../paymentControls';
import { cardPurchase, ownTransfer, sepaIn, sepaOut, type Party } from '../payments';
import type { SeedPlan } from '../plan';
import { monthlySalaryAndBills } from './everyday';
import { addPerson } from './people';
import { addThread } from '../threads';
import { message } from '../../../domain/errors/message';

export const AINO_ROLE = 'Henkilöasiakas: tilit, laina, luottoraja, kortti';

const SAVINGS_RATE = 1.5;
const TERM_DEPOSIT_RATE = 2.2;

const landlord: Party = {
  name: 'Kiinteistö Oy Vallilan Helmi',
  iban: otherBankIban('danske', '30001457'),
};
const electricity: Party = { name: 'Virta Sähkö Oy', iban: otherBankIban('sPankki', '7204118') };
const phoneCompany: Party = { name: 'Linkki Mobiili Oy', iban: otherBankIban('op', '6820334') };
const employer: Party = { name: 'Aalto Logistiikka Oy', iban: otherBankIban('op', '5540129') };
const swedishFriend: Party = { name: 'Elsa Lindqvist', iban: swedishIban('58398257466') };

const GROCERIES = [
  'K-Market Vallila',
  'Lidl Sörnäinen',
  'S-market Hakaniemi',
  'Alepa Kallio',
  'Prisma Kalasatama',
] as const;
const EATING_OUT = ['Lounasravintola Helmi', 'Kahvila Kulma', 'Pizzeria Napoli Kallio'] as const;

/**
 * Demo customer 1, Aino Virtanen: a customer of ten months with everything a person can have,
 * and a statement with every kind of transaction.
 */
export function seedAino(plan: SeedPlan): void {
  const { today, random } = plan;
  const aino = addPerson(plan, {
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1988-03-14',
    individualNumber: 902,
    phone: '+358401234567',
    streetAddress: 'Mäkelänkatu 24 B 17',
    postalCode: '00510',
    city: 'Helsinki',
    demoOrder: 1,
    demoRole: AINO_ROLE,
  });
  const customerId = aino.customerId!;
  const since = subMonths(today, 10);

  const payment = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'payment',
    customName: 'Kuluton käyttötili',
    openedAt: since,
  });
  const savings = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'savings',
    customName: 'Säästötili',
    interestRate: SAVINGS_RATE,
    openedAt: since,
  });
  const ownNordea: Party = { name: aino.name, iban: otherBankIban('nordea', '1184421') };
  plan.addAccount({
    customerId,
    type: 'ExternalBankAccount',
    product: 'external',
    customName: 'Nordea-tili',
    externalAccountNumber: ownNordea.iban,
    openedAt: since,
  });
  const cardAccount = plan.addAccount({
    customerId,
    type: 'BankAccount',
    product: 'card',
    customName: 'Luottokorttitili',
    creditLimit: eurosToCents(3_000),
    openedAt: addDays(since, 14),
  });
  const card = addCard(plan, {
    customerId,
    accountId: cardAccount,
    holderUserId: aino.userId,
    holderName: aino.name,
    kind: 'PHYSICAL_CARD',
    productName: 'Mastercard Credit',
    creditType: 'CreditCard',
    skin: 'CONSUMER',
    limit: eurosToCents(3_000),
    limitsEuros: {
      DailyLimitATM: 400,
      MonthlyLimitATM: 1_000,
      DailyLimitUsage: 2_000,
      MonthlyLimitUsage: 5_000,
    },
    blockedRegions: ['africa', 'southAmerica'],
  });

  // She moved her money over from Nordea when she became a customer.
  sepaIn(plan, {
    to: payment,
    from: ownNordea,
    date: since,
    amount: eurosToCents(2_400),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  sepaIn(plan, {
    to: savings,
    from: ownNordea,
    date: addDays(since, 1),
    amount: eurosToCents(12_000),
    message: 'Säästöt',
    kind: 'externalDeposit',
  });

  // A six-month term deposit matured four months ago and was renewed for twelve months.
  const firstDepositOpened = addDays(since, 6);
  const firstMaturity = addMonths(firstDepositOpened, 6);
  const firstDeposit = plan.addAccount({
    customerId,
    type: 'TermDeposit',
    product: 'termDeposit',
    customName: 'Määräaikaistalletus 6 kk',
    interestRate: TERM_DEPOSIT_RATE,
    termDepositAmount: eurosToCents(8_000),
    termDepositExpires: firstMaturity,
    openedAt: firstDepositOpened,
    closedAt: firstMaturity,
  });
  ownTransfer(plan, {
    from: savings,
    to: firstDeposit,
    date: firstDepositOpened,
    amount: eurosToCents(8_000),
  });
  matureTermDeposit(plan, {
    depositId: firstDeposit,
    payTo: savings,
    amount: eurosToCents(8_000),
    ratePercent: TERM_DEPOSIT_RATE,
    months: 6,
    maturity: firstMaturity,
    withholdTax: true,
  });
  const termDeposit = plan.addAccount({
    customerId,
    type: 'TermDeposit',
    product: 'termDeposit',
    customName: 'Määräaikaistalletus 12 kk',
    interestRate: TERM_DEPOSIT_RATE,
    termDepositAmount: eurosToCents(10_000),
    termDepositExpires: addMonths(firstMaturity, 12),
    openedAt: firstMaturity,
  });
  ownTransfer(plan, {
    from: savings,
    to: termDeposit,
    date: firstMaturity,
    amount: eurosToCents(10_000),
    time: '09:00',
  });

  monthlySalaryAndBills(plan, {
    accountId: payment,
    from: since,
    salary: { payer: employer, amount: eurosToCents(3_185.4), day: 15 },
    bills: [
      { payee: landlord, amount: eurosToCents(1_050), day: 2, referenceBase: '2023104' },
      {
        payee: electricity,
        amount: [eurosToCents(38), eurosToCents(74)],
        day: 18,
        referenceBase: '55120876',
      },
      { payee: phoneCompany, amount: eurosToCents(24.9), day: 10, referenceBase: '91002231' },
    ],
  });
  for (const date of monthlyDates(since, plan.yesterday, 15)) {
    ownTransfer(plan, {
      from: payment,
      to: savings,
      date,
      amount: eurosToCents(300),
      message: 'Kuukausisäästö',
    });
  }

  // The renovation loan (a payment-free month may be taken), and the flexible credit she drew
  // on once.
  const loanOpened = subDays(subMonths(today, 7), 10);
  addInstalmentLoan(plan, {
    customerId,
    name: 'Remonttilaina',
    typeEnum: 'Loan',
    purpose: 'Renovation',
    principal: eurosToCents(10_000),
    ratePercent: 7.9,
    count: 36,
    monthlyFee: eurosToCents(5),
    openingDate: loanOpened,
    accountId: payment,
    paymentFreeInstallmentAllowed: true,
  });
  sepaOut(plan, {
    from: payment,
    to: { name: 'Remonttipalvelu Nurmi Oy', iban: otherBankIban('handelsbanken', '4400912') },
    date: addDays(loanOpened, 5),
    amount: eurosToCents(7_850),
    reference: createFinnishReference('22070'),
    message: 'Kylpyhuoneremontti',
  });
  const limitOpened = subDays(subMonths(today, 4), 3);
  addCreditLimit(plan, {
    customerId,
    name: 'Joustoluotto',
    line: eurosToCents(5_000),
    ratePercent: 11.9,
    openingDate: limitOpened,
    accountId: payment,
    withdrawals: [{ date: addDays(limitOpened, 2), amount: eurosToCents(1_500) }],
    capitalPercent: 3,
    minimumCapital: eurosToCents(50),
  });

  // Money to and from her own Nordea account, and a cross-border payment to a friend.
  for (const [monthsAgo, euros] of [
    [6, 400],
    [1, 250],
  ] as const) {
    sepaOut(plan, {
      from: payment,
      to: ownNordea,
      date: subDays(subMonths(today, monthsAgo), 8),
      amount: eurosToCents(euros),
      message: 'Siirto omalle tilille',
      kind: 'externalWithdrawal',
    });
  }
  sepaIn(plan, {
    to: payment,
    from: ownNordea,
    date: subMonths(today, 5),
    amount: eurosToCents(300),
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
  });
  sepaOut(plan, {
    from: payment,
    to: swedishFriend,
    date: subDays(subMonths(today, 2), 5),
    amount: eurosToCents(65),
    message: 'Konserttiliput, kiitos!',
  });

  // Everyday spending on the credit card, and the card bill paid in full on the 5th.
  const cardFrom = addDays(since, 14);
  for (const day of eachDay(cardFrom, plan.yesterday)) {
    if (random.chance(0.4)) {
      cardPurchase(plan, {
        card,
        merchant: random.pick(GROCERIES),
        date: day,
        amount: random.cents(8, 95),
        time: `${String(random.int(8, 20)).padStart(2, '0')}:${random.int(10, 59)}`,
      });
    }
    if (random.chance(0.12)) {
      cardPurchase(plan, {
        card,
        merchant: random.pick(EATING_OUT),
        date: day,
        amount: random.cents(9, 42),
      });
    }
  }
  for (const date of monthlyDates(cardFrom, plan.yesterday, 1, { businessDay: false })) {
    cardPurchase(plan, { card, merchant: 'HSL Mobiili', date, amount: eurosToCents(64.7) });
    cardPurchase(plan, { card, merchant: 'Spotify', date, amount: eurosToCents(11.99) });
  }
  for (const date of monthlyDates(addDays(cardFrom, 20), plan.yesterday, 5)) {
    const statement = lastDayOfMonth(subMonths(date, 1));
    const owed = -plan.journal.balance(cardAccount, iso(statement));
    if (owed <= 0) continue;
    ownTransfer(plan, {
      from: payment,
      to: cardAccount,
      date,
      amount: owed,
      message: 'Luottokortin lasku',
    });
  }

  payMonthlySavingsInterest(plan, {
    accountId: savings,
    ratePercent: SAVINGS_RATE,
    from: since,
    withholdTax: true,
  });

  plan.payees.push(
    {
      customerId,
      name: 'Vuokra',
      receiverAccountNumber: landlord.iban,
      receiverName: landlord.name,
      receiverBic: OTHER_BANKS.danske.bic,
    },
    {
      customerId,
      name: 'Sähkö',
      receiverAccountNumber: electricity.iban,
      receiverName: electricity.name,
      receiverBic: OTHER_BANKS.sPankki.bic,
    },
    {
      customerId,
      name: 'Elsa (Ruotsi)',
      receiverAccountNumber: swedishFriend.iban,
      receiverName: swedishFriend.name,
      receiverBic: SWEDISH_BANK_BIC,
    },
    {
      customerId,
      name: 'Puhelinlasku',
      receiverAccountNumber: phoneCompany.iban,
      receiverName: phoneCompany.name,
      receiverBic: OTHER_BANKS.op.bic,
    },
  );
  addPersonControls(plan, customerId);
  addThread(plan, customerId, 'Määräaikaistalletuksen korko', [
    {
      from: 'Customer',
      authorUserId: aino.userId,
      body: 'Hei! Muuttuuko määräaikaistalletuksen korko kesken talletusajan?',
      at: addHours(subDays(today, 12), 9),
    },
    {
      from: 'Bank',
      text: message('messages.demo.termDepositRate'),
      at: addHours(subDays(today, 11), 14),
      read: true,
    },
  ]);
}
