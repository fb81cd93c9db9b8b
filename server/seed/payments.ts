import type { Cents } from '../../domain/money/money';
import { iso } from './calendar';
import type { SeedPlan } from './plan';

/**
 * The demo's everyday bookings. Payments with other banks go through the SEPA clearing account;
 * payments between two customers of the sandbox bank move straight from account to account.
 * Outgoing payments to others are 'Withdrawal' and incoming ones 'Deposit' (the transaction
 * list shows the other party for both); 'Transfer' is kept for transfers between own accounts.
 */

/** Someone outside the bank: a payer or a payee. */
export interface Party {
  name: string;
  iban: string;
}

interface Common {
  date: Date;
  amount: Cents;
  reference?: string;
  message?: string;
  time?: string;
}

function positive(amount: Cents): Cents {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A payment is a positive number of cents: ${amount}`);
  }
  return amount;
}

/** Money from another bank into `to` (a salary, an invoice paid, a deposit from own account). */
export function sepaIn(
  plan: SeedPlan,
  { to, from, kind = 'sepaIn', ...payment }: Common & { to: string; from: Party; kind?: string },
): void {
  const amount = positive(payment.amount);
  const details = {
    counterpartyName: from.name,
    counterpartyIban: from.iban,
    reference: payment.reference ?? null,
    message: payment.message ?? null,
  };
  plan.book({
    kind,
    valueDate: iso(payment.date),
    customerId: plan.account(to).customerId,
    time: payment.time ?? '08:05',
    legs: [
      { accountId: to, amount, transactionType: 'Deposit', ...details },
      {
        accountId: plan.internal.clearing,
        amount: -amount,
        transactionType: 'Deposit',
        ...details,
      },
    ],
  });
}

/** Money from `from` to another bank (rent, an invoice, a withdrawal to own account). */
export function sepaOut(
  plan: SeedPlan,
  { from, to, kind = 'sepaOut', ...payment }: Common & { from: string; to: Party; kind?: string },
): void {
  const amount = positive(payment.amount);
  const details = {
    counterpartyName: to.name,
    counterpartyIban: to.iban,
    reference: payment.reference ?? null,
    message: payment.message ?? null,
  };
  plan.book({
    kind,
    valueDate: iso(payment.date),
    customerId: plan.account(from).customerId,
    time: payment.time ?? '10:30',
    legs: [
      { accountId: from, amount: -amount, transactionType: 'Withdrawal', ...details },
      { accountId: plan.internal.clearing, amount, transactionType: 'Withdrawal', ...details },
    ],
  });
}

/** A transfer between two accounts of one customer ('Oma siirto'). */
export function ownTransfer(
  plan: SeedPlan,
  { from, to, ...payment }: Common & { from: string; to: string },
): void {
  const amount = positive(payment.amount);
  const source = plan.account(from);
  const target = plan.account(to);
  plan.book({
    kind: 'ownTransfer',
    valueDate: iso(payment.date),
    customerId: source.customerId,
    time: payment.time ?? '18:20',
    legs: [
      {
        accountId: from,
        amount: -amount,
        transactionType: 'Transfer',
        counterpartyName: target.name,
        counterpartyIban: target.iban,
        message: payment.message ?? null,
      },
      {
        accountId: to,
        amount,
        transactionType: 'Transfer',
        counterpartyName: source.name,
        counterpartyIban: source.iban,
        message: payment.message ?? null,
      },
    ],
  });
}

/** A payment between customers of the sandbox bank: no clearing, booked on both at once. */
export function onUsPayment(
  plan: SeedPlan,
  {
    from,
    to,
    payerName,
    payeeName,
    ...payment
  }: Common & { from: string; to: string; payerName: string; payeeName: string },
): void {
  const amount = positive(payment.amount);
  const common = { reference: payment.reference ?? null, message: payment.message ?? null };
  plan.book({
    kind: 'onUsPayment',
    valueDate: iso(payment.date),
    customerId: plan.account(from).customerId,
    time: payment.time ?? '09:00',
    legs: [
      {
        accountId: from,
        amount: -amount,
        transactionType: 'Withdrawal',
        counterpartyName: payeeName,
        counterpartyIban: plan.account(to).iban,
        ...common,
      },
      {
        accountId: to,
        amount,
        transactionType: 'Deposit',
        counterpartyName: payerName,
        counterpartyIban: plan.account(from).iban,
        ...common,
      },
    ],
  });
}

/** A purchase with a card, booked on the card's account against card settlement. */
export function cardPurchase(
  plan: SeedPlan,
  {
    card,
    merchant,
    ...payment
  }: Common & { card: { id: string; accountId: string }; merchant: string },
): void {
  const amount = positive(payment.amount);
  plan.book({
    kind: 'cardPurchase',
    valueDate: iso(payment.date),
    customerId: plan.account(card.accountId).customerId,
    time: payment.time ?? '16:45',
    legs: [
      {
        accountId: card.accountId,
        amount: -amount,
        transactionType: 'Withdrawal',
        counterpartyName: merchant,
        cardId: card.id,
      },
      {
        accountId: plan.internal.cardSettlement,
        amount,
        transactionType: 'Withdrawal',
        counterpartyName: merchant,
        cardId: card.id,
      },
    ],
  });
}
