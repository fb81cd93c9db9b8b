import { z } from 'zod';
import { SETTABLE_CARD_STATUSES } from '../domain/cards/cardStatus';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { entityId } from './wire';

const group: CallGroup = 'cards';

/*
 * Blocking a card (reporting abuse blocks it too) is done at once, once the customer has said yes
 * in the web bank's dialog: a customer who suspects fraud must stop the card now, and a company's
 * card holder may stop her own card. Opening a blocked card lets it spend again: the call prepares
 * it and answers the SessionId to confirm by strong identification, and only someone who may act
 * for the customer gets that far (a card holder is told to ask the company's main user).
 */

/** What the customer is sent to approve. */
export const cardConfirmation = z.object({ SessionId: z.uuid(), ApprovalText: z.string() });

/** The card blocked at once, or its opening prepared for strong identification. */
export const cardBlocked = z.object({ CardOperatorStatusCode: z.literal('CARD_BLOCKED') });
export const cardStatusAnswer = z.union([cardBlocked, cardConfirmation]);

const statusChange = z.object({
  cardId: entityId,
  Status: z.enum(SETTABLE_CARD_STATUSES, { error: code('errors.validation.invalidChoice') }),
});

export const consumerCardStatusUpdate = defineCall({
  group,
  name: 'consumer-card-status-update',
  request: statusChange,
  response: cardStatusAnswer,
  policy: {
    summary: 'Blocks a person’s card at once, or prepares opening it for strong confirmation.',
    access: 'session',
    customerType: 'Person',
    confirmation: 'CardStatus',
    changes: ['cards'],
  },
});

export const companyCardStatusUpdate = defineCall({
  group,
  name: 'company-card-status-update',
  request: statusChange,
  response: cardStatusAnswer,
  policy: {
    summary: 'Blocks a company card at once, or prepares opening it for strong confirmation.',
    access: 'session',
    customerType: 'Company',
    confirmation: 'CardStatus',
    changes: ['cards'],
  },
});

export const toggleBlockStatuses = defineCall({
  group,
  name: 'toggle-block-statuses',
  request: z.object({ cardId: entityId }),
  response: cardStatusAnswer,
  policy: {
    summary: 'Blocks a working card at once, or prepares opening a blocked one for confirmation.',
    access: 'session',
    confirmation: 'CardStatus',
    changes: ['cards'],
  },
});

export const reportAbuse = defineCall({
  group,
  name: 'report-abuse',
  request: z.object({
    cardId: entityId,
    Message: z
      .string()
      .trim()
      .max(500, code('errors.validation.tooLong', { max: 500 }))
      .default(''),
  }),
  response: cardBlocked,
  policy: {
    summary: 'Reports the card’s abuse and blocks it at once.',
    access: 'session',
    changes: ['cards'],
  },
});
