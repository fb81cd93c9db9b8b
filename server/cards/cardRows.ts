import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { cardDetails, groupViewCard } from '../../api/cards';
import {
  CARD_STATUSES,
  type CardRestrictions,
  type CardStatus,
  type CardUsageLimits,
} from '../../domain/cards/cards';
import { cardFreeBalance } from '../../domain/cards/overview';
import { isOneOf } from '../../domain/catalogue/enumerations';
import { createFinnishReference } from '../../domain/payments/reference';
import type { Database, Transaction } from '../db/database';
import { accounts, cards, customers } from '../db/schema';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';

export type CardDetails = z.output<typeof cardDetails>;
export type GroupView = z.output<typeof groupViewCard>;
export type CardRow = typeof cards.$inferSelect;
type Queryable = Database | Transaction;

/** A card with its account's funds and its customer: what every card answer is made of. */
function cardQuery(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      card: cards,
      account: {
        balance: accounts.balance,
        creditLimit: accounts.creditLimit,
        iban: accounts.iban,
      },
      customer: { type: customers.type, name: customers.name },
    })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .innerJoin(customers, eq(customers.id, cards.customerId))
    .where(where)
    .orderBy(asc(accounts.openedAt), asc(accounts.id), asc(cards.maskedCardNumber));
}
type LoadedCard = Awaited<ReturnType<typeof cardQuery>>[number];

/**
 * The cards this session may see: the customer's, and of a company's cards only a card holder's
 * own. Another customer's card is never in the query's reach.
 */
export function visibleTo(session: BankSession, cardId?: string): SQL | undefined {
  return and(
    eq(cards.customerId, session.customerId),
    session.role === 'CardHolder' ? eq(cards.holderUserId, session.userId) : undefined,
    cardId === undefined ? undefined : eq(cards.id, cardId),
  );
}

export const loadCards = (db: Queryable, session: BankSession) => cardQuery(db, visibleTo(session));

/**
 * One card the session may see, as its detail page shows it. Someone else's card, a missing one
 * and one out of use answer alike: 404 naming `cardId`.
 */
export async function loadCard(
  db: Queryable,
  session: BankSession,
  cardId: string,
): Promise<LoadedCard> {
  const [row] = await cardQuery(db, visibleTo(session, cardId));
  if (!row || !isVisibleStatus(row.card.operatorStatus)) throw cardNotFound();
  return row;
}

/** Holds the card's row until the transaction ends: two changes to one card take turns. */
export async function lockCard(tx: Transaction, session: BankSession, cardId: string) {
  const [locked] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(visibleTo(session, cardId))
    .for('no key update');
  if (!locked) throw cardNotFound();
  return loadCard(tx, session, cardId);
}

/** What the card can spend now, from its account's posted balance. */
export async function cardBalance(db: Queryable, card: CardRow) {
  const [funds] = await db
    .select({ balance: accounts.balance, creditLimit: accounts.creditLimit })
    .from(accounts)
    .where(eq(accounts.id, card.accountId));
  return cardFreeBalance({ CardCreditType: card.creditType, Limit: card.limit }, funds!);
}

export const cardNotFound = () => new BankError('cardId', 'cards.refusals.notFound', 404);

const isVisibleStatus = (status: string) => status === 'CARD_OK' || status === 'CARD_BLOCKED';

/** A status the card processor might add later reads as closed: out of the lists. */
const cardStatus = (status: string): CardStatus =>
  isOneOf(CARD_STATUSES, status) ? status : 'CARD_CLOSED';

export function toGroupViewCard({ card, account, customer }: LoadedCard): GroupView {
  const company = customer.type === 'Company';
  const credit = { CardCreditType: card.creditType, Limit: card.limit };
  return {
    CardId: card.id,
    AccountId: card.accountId,
    CardTypeEnum: card.cardTypeEnum,
    MaskedCardNumber: card.maskedCardNumber,
    CardProductName: card.productName,
    CardOwnerCompanyName: company ? customer.name : null,
    CompanyId: company ? card.customerId : null,
    SkinCodeEnum: card.skinCode,
    CardCreditType: card.creditType,
    CardOperatorStatusCode: cardStatus(card.operatorStatus),
    Limit: card.limit,
    FreeBalance: cardFreeBalance(credit, account),
    IsCardUsageLimitsEditingAllowed: card.usageLimitsEditingAllowed,
    IsCardRestrictionsEditingAllowed: card.restrictionsEditingAllowed,
  };
}

export function usageLimitsOf(card: CardRow): CardUsageLimits {
  return {
    DailyLimitATM: card.dailyLimitAtm,
    MonthlyLimitATM: card.monthlyLimitAtm,
    DailyLimitUsage: card.dailyLimitUsage,
    MonthlyLimitUsage: card.monthlyLimitUsage,
  };
}

export const restrictionsOf = (card: CardRow) => card.restrictions as CardRestrictions;

/**
 * What a company card's invoice or top-up is paid with: a national reference made from the card
 * account's number. Spec names the reference, not how it is made.
 */
function paymentReference(iban: string | null): string | null {
  const digits = iban?.slice(4).replace(/\D/g, '').replace(/^0+/, '');
  return digits && digits.length >= 3 ? createFinnishReference(digits.slice(-19)) : null;
}

export function toCardDetails(loaded: LoadedCard): CardDetails {
  const company = loaded.customer.type === 'Company';
  return {
    ...toGroupViewCard(loaded),
    CardHolderName: loaded.card.holderName,
    CreditCardUsageLimits: usageLimitsOf(loaded.card),
    CreditCardRestrictions: restrictionsOf(loaded.card),
    AccountNumber: loaded.account.iban,
    PaymentReference: company ? paymentReference(loaded.account.iban) : null,
  };
}
