/**
 * The card overview's amounts and order: what a card can still spend, the consumer list's items,
 * and the cards as the overview lists them.
 */
import type { Cents } from '../money/money';
import {
  CREDIT_CARD,
  groupCardsByAccount,
  isPrepaidCard,
  usedAmount,
  type CardListItem,
  type GroupViewCard,
} from './cards';

/** The account a card draws on, as the ledger keeps it. */
export interface CardAccountFunds {
  balance: Cents;
  /** How far below zero the account may go (the card credit); 0 for a prepaid account. */
  creditLimit: Cents;
}

/**
 * What the card can still spend: a prepaid card its account's balance; a credit card what is
 * left of its account's credit, but never more than the card's own limit. Never below 0.
 */
export function cardFreeBalance(
  card: Pick<GroupViewCard, 'CardCreditType' | 'Limit'>,
  account: CardAccountFunds,
): Cents {
  const available = account.balance + account.creditLimit;
  const free = isPrepaidCard(card) ? account.balance : Math.min(card.Limit, available);
  return Math.max(0, free);
}

/**
 * The overview's cards: only working and blocked ones, grouped by the account they draw on (in
 * the order the accounts come), by masked number within a group.
 */
export function overviewCards<
  T extends Pick<GroupViewCard, 'AccountId' | 'MaskedCardNumber' | 'CardOperatorStatusCode'>,
>(cards: readonly T[]): T[] {
  return groupCardsByAccount(cards).flatMap((group) => group.cards);
}

/** A list item with every amount and the skin code present. */
export type ListedCard = CardListItem & {
  AvailableAmount: Cents;
  UsedAmount: Cents;
  cardSkinCode: string | null;
};

/** A card as the consumer's card list shows it; the used amount only means something on credit. */
export function cardListItem(card: GroupViewCard & { CardHolderName: string }): ListedCard {
  return {
    CardId: card.CardId,
    CardHolderName: card.CardHolderName,
    CardType: card.CardCreditType ?? CREDIT_CARD,
    AvailableAmount: card.FreeBalance,
    UsedAmount: isPrepaidCard(card) ? 0 : usedAmount(card),
    Name: card.CardProductName,
    cardSkinCode: card.SkinCodeEnum ?? null,
  };
}
