import { z } from 'zod';
import { CARD_USES, DECLINE_REASONS } from '../domain/cards/authorisation';
import { CARD_REGIONS } from '../domain/cards/cards';
import { code } from '../domain/errors/message';
import { idempotencyKey } from './bankAccounts';
import { defineCall, type CallGroup } from './call';
import { entityId, euros, positiveEuros } from './wire';

const group: CallGroup = 'cards';

/** The card scheme's answer: approved and booked, or declined with the reason. */
export const cardAuthorisation = z.object({
  Approved: z.boolean(),
  DeclineReason: z.enum(DECLINE_REASONS).nullable(),
  /** The reason in the customer's language. */
  DeclineText: z.string().nullable(),
  /** The purchase's posting on the card's account; null when declined. */
  TransactionId: z.uuid().nullable(),
  /** What the card can spend after this. */
  CardBalance: euros,
});

// Not in the spec's catalogue: the sandbox's stand-in for a shop's card terminal, so a blocked
// card or region visibly declines. A card's holder (or its customer) uses the card.
export const sandboxCardPurchase = defineCall({
  group,
  name: 'sandbox-card-purchase',
  request: z.object({
    cardId: entityId,
    Amount: positiveEuros,
    Merchant: z
      .string()
      .trim()
      .min(1, code('errors.validation.required'))
      .max(50, code('errors.validation.tooLong', { max: 50 })),
    Region: z.enum(CARD_REGIONS, { error: code('errors.validation.invalidChoice') }),
    Use: z.enum(CARD_USES, { error: code('errors.validation.invalidChoice') }).default('purchase'),
    /** A retried approved purchase is booked once. */
    IdempotencyKey: idempotencyKey,
  }),
  response: cardAuthorisation,
  policy: {
    summary: 'Sandbox only: a card purchase or cash withdrawal, authorised as the card allows.',
    access: 'session',
    changes: ['cards', 'accounts', 'transactions'],
  },
});
