import type { z } from 'zod';
import type { cardMovement } from '../../api/prepaidCards';
import { isPrepaidCard } from '../../domain/cards/cards';
import type { Language } from '../../i18n';
import type { Database, Transaction } from '../db/database';
import { BankError } from '../bankError';
import { balanceOf, earlierBooking, legOn, postBooking, requestHash } from '../ledger/ledger';
import { bankDayIso } from '../services/bankDay';
import { accountName, assertMoneyAccount, ownAccount } from '../services/ownAccounts';
import type { BankSession } from '../services/sessions';
import { cardBalance, lockCard, type CardRow } from './cardRows';

type CardMovement = z.output<typeof cardMovement>;

export interface PrepaidTransfer {
  cardId: string;
  /** The company's own payment or savings account. */
  accountId: string;
  accountField: 'FromAccountId' | 'ToAccountId';
  Amount: number;
  IdempotencyKey: string;
}

async function receiptOf(
  tx: Transaction,
  bookingId: string,
  ownAccountId: string,
  card: CardRow,
): Promise<CardMovement> {
  const leg = await legOn(tx, bookingId, ownAccountId);
  return {
    TransactionId: leg.id,
    BookingDate: leg.valueDate,
    Amount: leg.amount,
    AccountBalance: await balanceOf(tx, ownAccountId),
    CardBalance: await cardBalance(tx, card),
  };
}

/**
 * Money to a prepaid card's account and back, one balanced booking under the card's lock; a
 * retried request with the same IdempotencyKey answers the first booking again.
 */
export function createPrepaidTransfers(db: Database, now: () => Date) {
  return async function move(
    session: BankSession,
    direction: 'toCard' | 'fromCard',
    transfer: PrepaidTransfer,
    language: Language,
  ): Promise<CardMovement> {
    const idempotency = {
      key: transfer.IdempotencyKey,
      hash: requestHash({ call: direction, ...transfer }),
    };
    return db.transaction(async (tx) => {
      const { card } = await lockCard(tx, session, transfer.cardId);
      if (!isPrepaidCard({ CardCreditType: card.creditType })) {
        throw new BankError('cardId', 'cards.refusals.notPrepaid', 422);
      }
      const replayed = await earlierBooking(tx, session.customerId, idempotency);
      if (replayed) return receiptOf(tx, replayed, transfer.accountId, card);

      const own = await ownAccount(
        tx,
        session.customerId,
        transfer.accountId,
        transfer.accountField,
      );
      assertMoneyAccount(own, transfer.accountField, direction === 'toCard' ? 'from' : 'to');
      const toCard = direction === 'toCard' ? transfer.Amount : -transfer.Amount;
      const details = { transactionType: 'Transfer' as const };
      const { bookingId } = await postBooking(
        tx,
        {
          kind: direction === 'toCard' ? 'prepaidCardTopUp' : 'prepaidCardWithdrawal',
          valueDate: bankDayIso(now()),
          customerId: session.customerId,
          legs: [
            {
              accountId: own.id,
              amount: -toCard,
              counterpartyName: `${card.productName} ${card.maskedCardNumber}`,
              ...details,
            },
            {
              accountId: card.accountId,
              amount: toCard,
              counterpartyName: accountName(own, language),
              counterpartyIban: own.iban,
              ...details,
            },
          ],
        },
        { idempotency, amountField: 'Amount' },
      );
      return receiptOf(tx, bookingId, own.id, card);
    });
  };
}
