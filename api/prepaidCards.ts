import { z } from 'zod';
import { idempotencyKey } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { calendarDate, entityId, euros, positiveEuros } from './wire';

const group: CallGroup = 'cards';

/*
 * Money to a prepaid business card and back: a transfer between the company's own payment
 * account and the card's account, like 'Oma siirto', so no strong confirmation (PSD2 RTS art. 15).
 */

/** What the bank answers when the money moved. */
export const cardMovement = z.object({
  /** The posting on the company's own account. */
  TransactionId: z.uuid(),
  BookingDate: calendarDate,
  /** From the own account's side: to the card negative, back from it positive. */
  Amount: euros,
  AccountBalance: euros,
  /** What the card can spend after this. */
  CardBalance: euros,
});

export const transferToCard = defineCall({
  group,
  name: 'transfer-to-card',
  request: z.object({
    cardId: entityId,
    FromAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: cardMovement,
  policy: {
    summary: 'Moves money from the company’s own account to a prepaid card.',
    access: 'act',
    customerType: 'Company',
    changes: ['cards', 'accounts', 'transactions'],
  },
});

export const withdrawFromCard = defineCall({
  group,
  name: 'withdraw-from-card',
  request: z.object({
    cardId: entityId,
    ToAccountId: entityId,
    Amount: positiveEuros,
    IdempotencyKey: idempotencyKey,
  }),
  response: cardMovement,
  policy: {
    summary: 'Moves money from a prepaid card back to the company’s own account.',
    access: 'act',
    customerType: 'Company',
    changes: ['cards', 'accounts', 'transactions'],
  },
});
