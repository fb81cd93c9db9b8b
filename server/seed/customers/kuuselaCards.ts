import { addDays, subDays, subMonths } from 'date-fns';
import { eurosToCents } from '../../../domain/money/money';
import { eachDay, iso, lastDayOfMonth, monthlyDates } from '../calendar';
import { addCard, type CardRef } from '../cards';
import { cardPurchase, ownTransfer } from '../payments';
import type { SeedPlan } from '../plan';

export interface CompanyCards {
  company: string;
  main: string;
  creditCardAccount: string;
  prepaidAccount: string;
  jukka: { userId: string; name: string };
  sanna: { userId: string; name: string };
}

const BUSINESS_LIMITS = {
  DailyLimitATM: 500,
  MonthlyLimitATM: 1_500,
  DailyLimitUsage: 5_000,
  MonthlyLimitUsage: 15_000,
};
const VIRTUAL_LIMITS = {
  DailyLimitATM: 0,
  MonthlyLimitATM: 0,
  DailyLimitUsage: 1_000,
  MonthlyLimitUsage: 3_000,
};
const PREPAID_LIMITS = {
  DailyLimitATM: 200,
  MonthlyLimitATM: 500,
  DailyLimitUsage: 1_000,
  MonthlyLimitUsage: 2_000,
};

/**
 * Business cards: two credit cards on the company's card credit (Jukka's physical and virtual),
 * and two prepaid cards on the prepaid account: Sanna's, and Teemu's, blocked when he lost it.
 */
export function seedCompanyCards(plan: SeedPlan, ids: CompanyCards): void {
  const { today, random } = plan;
  const since = subMonths(today, 13);
  const common = { customerId: ids.company, skin: 'BUSINESS' } as const;
  const credit = { ...common, accountId: ids.creditCardAccount, creditType: 'CreditCard' } as const;
  const prepaid = { ...common, accountId: ids.prepaidAccount, creditType: 'PrepaidCard' } as const;
  const jukkaPhysical = addCard(plan, {
    ...credit,
    holderUserId: ids.jukka.userId,
    holderName: ids.jukka.name,
    kind: 'PHYSICAL_CARD',
    productName: 'Business Credit',
    limit: eurosToCents(10_000),
    limitsEuros: BUSINESS_LIMITS,
  });
  const jukkaVirtual = addCard(plan, {
    ...credit,
    holderUserId: ids.jukka.userId,
    holderName: ids.jukka.name,
    kind: 'VIRTUAL_CARD',
    productName: 'Business Credit Virtual',
    limit: eurosToCents(3_000),
    limitsEuros: VIRTUAL_LIMITS,
  });
  const sannaPrepaid = addCard(plan, {
    ...prepaid,
    holderUserId: ids.sanna.userId,
    holderName: ids.sanna.name,
    kind: 'PHYSICAL_CARD',
    productName: 'Business Prepaid',
    limit: 0,
    limitsEuros: PREPAID_LIMITS,
  });
  const teemuPrepaid = addCard(plan, {
    ...prepaid,
    holderName: 'Teemu Laaksonen',
    kind: 'PHYSICAL_CARD',
    productName: 'Business Prepaid',
    status: 'CARD_BLOCKED',
    limit: 0,
    limitsEuros: PREPAID_LIMITS,
    blockedRegions: ['africa', 'asia', 'oceania', 'southAmerica', 'northAmerica'],
  });
  const teemuBlocked = subDays(today, 19);

  const purchases: [CardRef, number, readonly string[], number, number][] = [
    [jukkaPhysical, 0.3, ['Neste Espoo Kilo', 'ABC Kerava', 'Teboil Vantaa'], 60, 140],
    [jukkaPhysical, 0.12, ['K-Rauta Espoo', 'Bauhaus Vantaa', 'Stark Espoo'], 40, 600],
    [sannaPrepaid, 0.1, ['K-Rauta Vantaa', 'Tokmanni Tikkurila', 'Motonet Vantaa'], 15, 90],
    [teemuPrepaid, 0.08, ['Neste Kauniainen', 'Rautia Espoo'], 20, 80],
  ];
  for (const day of eachDay(since, plan.yesterday)) {
    for (const [card, chance, merchants, min, max] of purchases) {
      if (card === teemuPrepaid && day >= teemuBlocked) continue;
      if (!random.chance(chance)) continue;
      cardPurchase(plan, {
        card,
        merchant: random.pick(merchants),
        date: day,
        amount: random.cents(min, max),
      });
    }
  }
  for (const date of monthlyDates(since, plan.yesterday, 3, { businessDay: false })) {
    cardPurchase(plan, {
      card: jukkaVirtual,
      merchant: 'Microsoft 365',
      date,
      amount: eurosToCents(12.65),
    });
    cardPurchase(plan, {
      card: jukkaVirtual,
      merchant: 'Google Workspace',
      date,
      amount: eurosToCents(6.8),
    });
  }

  // The card credit is paid from the main account on the 6th; the prepaid account is topped
  // up to 800 € before any card is used, then on the 1st and the 15th.
  ownTransfer(plan, {
    from: ids.main,
    to: ids.prepaidAccount,
    date: subDays(since, 1),
    amount: eurosToCents(800),
    message: 'Prepaid-korttien lataus',
  });
  const topUpDays = [1, 15].flatMap((day) => monthlyDates(addDays(since, 1), plan.yesterday, day));
  for (const date of topUpDays.sort((a, b) => a.getTime() - b.getTime())) {
    const balance = plan.journal.balance(ids.prepaidAccount, iso(subDays(date, 1)));
    const topUp = eurosToCents(800) - balance;
    if (topUp <= 0) continue;
    ownTransfer(plan, {
      from: ids.main,
      to: ids.prepaidAccount,
      date: subDays(date, 1),
      amount: topUp,
      message: 'Prepaid-korttien lataus',
      time: '21:00',
    });
  }
  for (const date of monthlyDates(addDays(since, 10), plan.yesterday, 6)) {
    const owed = -plan.journal.balance(
      ids.creditCardAccount,
      iso(lastDayOfMonth(subMonths(date, 1))),
    );
    if (owed <= 0) continue;
    ownTransfer(plan, {
      from: ids.main,
      to: ids.creditCardAccount,
      date,
      amount: owed,
      message: 'Yrityskorttien lasku',
    });
  }
}
