import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { cardAuthorisation } from '../../api/cardPurchases';
import { declineReason, type CardUse } from '../../domain/cards/authorisation';
import type { CardRegion } from '../../domain/cards/cards';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import type { Database, Transaction } from '../db/database';
import { bookings, postings } from '../db/schema';
import {
  earlierBooking,
  internalAccountId,
  legOn,
  postBooking,
  requestHash,
} from '../ledger/ledger';
import { bankDayIso } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { cardBalance, lockCard, restrictionsOf, usageLimitsOf, type CardRow } from './cardRows';

type CardAuthorisation = z.output<typeof cardAuthorisation>;

export interface CardAttemptRequest {
  cardId: string;
  Amount: number;
  Merchant: string;
  Region: CardRegion;
  Use: CardUse;
  IdempotencyKey: string;
}

const BOOKING_KINDS: Record<CardUse, string> = {
  purchase: 'cardPurchase',
  cashWithdrawal: 'cardCashWithdrawal',
};

/** What the card has spent by this use since a day (YYYY-MM-DD) up to today. */
async function spentSince(
  tx: Transaction,
  card: CardRow,
  use: CardUse,
  since: string,
  today: string,
) {
  const [row] = await tx
    .select({ spent: sql<string>`coalesce(-sum(${postings.amount}), 0)` })
    .from(postings)
    .innerJoin(bookings, eq(bookings.id, postings.bookingId))
    .where(
      and(
        eq(postings.accountId, card.accountId),
        gte(postings.valueDate, since),
        lte(postings.valueDate, today),
        eq(postings.cardId, card.id),
        eq(bookings.kind, BOOKING_KINDS[use]),
      ),
    );
  return Number(row?.spent ?? 0);
}

/**
 * The sandbox's card terminal: the card's status, blocked regions, limits and funds decide; an
 * approved attempt is booked from the card's account to the bank's card settlement at once.
 */
export function createCardPurchases(db: Database, now: () => Date) {
  return async function authorise(
    session: BankSession,
    attempt: CardAttemptRequest,
    language: Language,
  ): Promise<CardAuthorisation> {
    const idempotency = {
      key: attempt.IdempotencyKey,
      hash: requestHash({ call: 'sandbox-card-purchase', ...attempt }),
    };
    return db.transaction(async (tx) => {
      const { card } = await lockCard(tx, session, attempt.cardId);
      const balanceNow = () => cardBalance(tx, card);
      const approved = async (bookingId: string): Promise<CardAuthorisation> => ({
        Approved: true,
        DeclineReason: null,
        DeclineText: null,
        TransactionId: (await legOn(tx, bookingId, card.accountId)).id,
        CardBalance: await balanceNow(),
      });
      const replayed = await earlierBooking(tx, session.customerId, idempotency);
      if (replayed) return approved(replayed);

      const today = bankDayIso(now());
      const reason = declineReason(
        {
          status: card.operatorStatus,
          kind: card.cardTypeEnum,
          limits: usageLimitsOf(card),
          restrictions: restrictionsOf(card),
          freeBalance: await balanceNow(),
        },
        {
          use: attempt.Use,
          region: attempt.Region,
          amount: attempt.Amount,
          spentToday: await spentSince(tx, card, attempt.Use, today, today),
          spentThisMonth: await spentSince(tx, card, attempt.Use, `${today.slice(0, 8)}01`, today),
        },
      );
      if (reason) {
        return {
          Approved: false,
          DeclineReason: reason,
          DeclineText: textOf(message(`cards.decline.${reason}`), language),
          TransactionId: null,
          CardBalance: await balanceNow(),
        };
      }
      const leg = {
        transactionType: 'Withdrawal' as const,
        counterpartyName: attempt.Merchant,
        cardId: card.id,
      };
      const { bookingId } = await postBooking(
        tx,
        {
          kind: BOOKING_KINDS[attempt.Use],
          valueDate: today,
          customerId: session.customerId,
          legs: [
            { accountId: card.accountId, amount: -attempt.Amount, ...leg },
            {
              accountId: await internalAccountId(tx, 'cardSettlement'),
              amount: attempt.Amount,
              ...leg,
            },
          ],
        },
        { idempotency, amountField: 'Amount' },
      );
      return approved(bookingId);
    });
  };
}
