import { cardListItem, overviewCards, type ListedCard } from '../../domain/cards/overview';
import type { Database } from '../db/database';
import type { BankSession } from '../services/sessions';
import {
  loadCard,
  loadCards,
  toCardDetails,
  toGroupViewCard,
  type CardDetails,
  type GroupView,
} from './cardRows';

/** The card overview and a card's details, as the session may see them. */
export function createCardOverview(db: Database) {
  const details = async (session: BankSession) =>
    overviewCards((await loadCards(db, session)).map(toCardDetails));

  return {
    /** 'list': the person's cards as list items. */
    async consumerList(session: BankSession): Promise<ListedCard[]> {
      return (await details(session)).map(cardListItem);
    },

    /** 'credit': the person's cards with their settings. */
    consumerCredit: details,

    /** 'list-company': the company's cards, a card holder's own only. */
    async companyList(session: BankSession): Promise<GroupView[]> {
      return overviewCards((await loadCards(db, session)).map(toGroupViewCard));
    },

    async details(session: BankSession, cardId: string): Promise<CardDetails> {
      return toCardDetails(await loadCard(db, session, cardId));
    },
  };
}
