import { and, between, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cards, postings } from '../db/schema';
import { toTransaction, type Transaction } from '../accounts/transactions';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';
import { visibleTo } from './cardRows';

interface CardStatementRequest {
  accountId: string;
  cardId?: string;
  start: string;
  end: string;
}

/**
 * A card account's statement. The account must carry a card the session sees; a card holder,
 * and anyone naming `cardId`, gets only the postings of the cards asked for and seen, so a
 * holder never reads a colleague's purchases on a shared prepaid account.
 */
export function createCardTransactions(db: Database) {
  return async function cardAccountTransactions(
    session: BankSession,
    { accountId, cardId, start, end }: CardStatementRequest,
  ): Promise<Transaction[]> {
    const seen = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(visibleTo(session, cardId), eq(cards.accountId, accountId)));
    if (seen.length === 0) {
      throw new BankError(cardId ? 'cardId' : 'accountId', 'cards.refusals.notFound', 404);
    }
    const onlySeenCards = cardId !== undefined || session.role === 'CardHolder';
    const rows = await db
      .select()
      .from(postings)
      .where(
        and(
          eq(postings.accountId, accountId),
          between(postings.valueDate, start, end),
          onlySeenCards
            ? inArray(
                postings.cardId,
                seen.map((card) => card.id),
              )
            : undefined,
        ),
      )
      .orderBy(desc(postings.valueDate), desc(postings.createdAt), desc(postings.id));
    return rows.map(toTransaction);
  };
}
