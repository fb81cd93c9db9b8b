import { addDays, subMonths } from 'date-fns';
import { eurosToCents, type Cents } from '../../../domain/money/money';
import { createFinnishReference } from '../../../domain/payments/reference';
import { eachDay, iso, monthLabel, monthlyDates } from '../calendar';
import { addCard } from '../cards';
import type { Bill } from '../customers/everyday';
import { addPerson } from '../customers/people';
import { cardPurchase, ownTransfer, sepaIn, sepaOut, type Party } from '../payments';
import type { SeedPlan } from '../plan';
import type { Random } from '../random';
import type { GeneratedPerson } from './people';
import {
  EATING_OUT,
  EMPLOYERS,
  GROCERIES,
  monthlyBills,
  party,
  roundTo5Euros,
  SHOPS,
  SUBSCRIPTIONS,
} from './payees';
import { addPersonControls } from '../paymentControls';

/** Credits are booked before the day's first debit can be: before nine. */
const SALARY_TIME = '08:05';
const FROM_SAVINGS_TIME = '08:30';

function randomTime(random: Random): string {
  return `${String(random.int(9, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
}

/**
 * One generated person of the large bank, customer number `index`, with `months` of everyday
 * life up to yesterday: a payment account with a debit card (half also save on a savings
 * account), a monthly salary, rent and bills with Finnish references, card purchases most days,
 * and a share of each salary moved to savings. Every debit is booked only when the account can
 * pay it at that moment (credits come before nine, debits after), so no balance ever goes below
 * zero; a purchase the account cannot pay is declined, and is not booked.
 */
export function addGeneratedCustomer(
  plan: SeedPlan,
  {
    person,
    index,
    months,
    random,
  }: { person: GeneratedPerson; index: number; months: number; random: Random },
): void {
  const { userId, customerId, name } = addPerson(plan, person);
  if (!customerId) throw new Error(`${name} has no customer`);
  addPersonControls(plan, customerId);
  const since = subMonths(plan.today, months);
  const payment = plan.addPaymentAccount(customerId, since);
  const savings = random.chance(0.5)
    ? plan.addAccount({
        customerId,
        type: 'BankAccount',
        product: 'savings',
        customName: 'Säästötili',
        openedAt: since,
      })
    : null;
  const card = addCard(plan, {
    customerId,
    accountId: payment,
    holderUserId: userId,
    holderName: name,
    kind: 'PHYSICAL_CARD',
    productName: 'Visa Debit',
    creditType: 'PrepaidCard',
    skin: 'CONSUMER',
    limit: 0,
    limitsEuros: {
      DailyLimitATM: 400,
      MonthlyLimitATM: 1_000,
      DailyLimitUsage: 1_500,
      MonthlyLimitUsage: 4_000,
    },
  });

  const salary = random.cents(1_900, 4_800);
  const employer = random.pick(EMPLOYERS);
  const payday = random.pick([15, 31]);
  const savingShare = random.int(5, 15) / 100;
  const customerNumber = String(index + 1).padStart(7, '0');
  const bills = monthlyBills(random, customerNumber, salary);
  const subscriptions = SUBSCRIPTIONS.filter(() => random.chance(0.5));
  const groceries = GROCERIES.map((chain) => `${chain} ${person.city}`);

  const paydays = new Set(monthlyDates(since, plan.yesterday, payday).map(iso));
  const due = new Map<string, { bill: Bill; reference: string }[]>();
  for (const bill of bills) {
    const reference = createFinnishReference(bill.referenceBase);
    for (const date of monthlyDates(addDays(since, 7), plan.yesterday, bill.day)) {
      const day = iso(date);
      due.set(day, [...(due.get(day) ?? []), { bill, reference }]);
    }
  }
  const monthlyCharges = new Map<number, (typeof SUBSCRIPTIONS)[number][]>();
  for (const subscription of subscriptions) {
    monthlyCharges.set(subscription.day, [
      ...(monthlyCharges.get(subscription.day) ?? []),
      subscription,
    ]);
  }

  let onPayment = 0;
  let onSavings = 0;
  const pay = (amount: Cents, book: () => void) => {
    if (amount > onPayment) return;
    onPayment -= amount;
    book();
  };
  const buy = (merchant: string, amount: Cents, date: Date) =>
    pay(amount, () =>
      cardPurchase(plan, { card, merchant, date, amount, time: randomTime(random) }),
    );

  const ownOtherBank: Party = party(name, 'nordea', `4${customerNumber}`);
  const opening = Math.round(salary * (random.int(50, 150) / 100));
  sepaIn(plan, {
    to: payment,
    from: ownOtherBank,
    date: since,
    amount: opening,
    message: 'Siirto omalta tililtä',
    kind: 'externalDeposit',
    time: SALARY_TIME,
  });
  onPayment += opening;

  for (const date of eachDay(since, plan.yesterday)) {
    const day = iso(date);
    if (paydays.has(day)) {
      const amount = salary + random.cents(-12, 12);
      sepaIn(plan, {
        to: payment,
        from: employer,
        date,
        amount,
        message: `Palkka ${monthLabel(date)}`,
        kind: 'salary',
        time: SALARY_TIME,
      });
      onPayment += amount;
    }
    if (savings && onSavings > eurosToCents(200) && random.chance(0.01)) {
      const amount = roundTo5Euros(onSavings * (random.int(20, 60) / 100));
      ownTransfer(plan, { from: savings, to: payment, date, amount, time: FROM_SAVINGS_TIME });
      onSavings -= amount;
      onPayment += amount;
    }
    for (const { bill, reference } of due.get(day) ?? []) {
      const amount =
        typeof bill.amount === 'number' ? bill.amount : random.int(bill.amount[0], bill.amount[1]);
      pay(amount, () => sepaOut(plan, { from: payment, to: bill.payee, date, amount, reference }));
    }
    for (const subscription of monthlyCharges.get(date.getDate()) ?? []) {
      buy(subscription.merchant, subscription.amount, date);
    }
    if (random.chance(0.55)) buy(random.pick(groceries), random.cents(6, 70), date);
    if (random.chance(0.12)) buy(random.pick(EATING_OUT), random.cents(9, 42), date);
    if (random.chance(0.08)) {
      const shop = random.pick(SHOPS);
      buy(shop.merchant, random.cents(shop.euros[0], shop.euros[1]), date);
    }
    if (savings && paydays.has(day)) {
      const amount = roundTo5Euros(salary * savingShare);
      pay(amount, () => {
        ownTransfer(plan, { from: payment, to: savings, date, amount, message: 'Säästöön' });
        onSavings += amount;
      });
    }
  }
}
