import { z } from 'zod';
import { SETTABLE_CARD_STATUSES } from '../domain/cards/cardStatus';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { entityId } from './wire';

const group: CallGroup = 'cards';

/*
 * Blocking, opening and reporting a card are confirmed by strong identification: the call
 * prepares the change and answers the SessionId to confirm; the change is made on confirmation.
 */

/** What the customer is sent to approve. */
export const cardConfirmation = z.object({ SessionId: z.uuid(), ApprovalText: z.string() });

const statusChange = z.object({
  cardId: entityId,
  Status: z.enum(SETTABLE_CARD_STATUSES, { error: code('errors.validation.invalidChoice') }),
});

export const consumerCardStatusUpdate = defineCall({
  group,
  name: 'consumer-card-status-update',
  request: statusChange,
  response: cardConfirmation,
  policy: {
    summary: 'Prepares blocking or opening a person’s card for strong confirmation.',
    access: 'act',
    customerType: 'Person',
    confirmation: 'CardStatus',
  },
});

export const companyCardStatusUpdate = defineCall({
  group,
  name: 'company-card-status-update',
  request: statusChange,
  response: cardConfirmation,
  policy: {
    summary: 'Prepares blocking or opening a company card for strong confirmation.',
    access: 'act',
    customerType: 'Company',
    confirmation: 'CardStatus',
  },
});

export const toggleBlockStatuses = defineCall({
  group,
  name: 'toggle-block-statuses',
  request: z.object({ cardId: entityId }),
  response: cardConfirmation,
  policy: {
    summary: 'Prepares blocking a working card, or opening a blocked one, for strong confirmation.',
    access: 'act',
    confirmation: 'CardStatus',
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
  response: cardConfirmation,
  policy: {
    summary: 'Prepares a report of the card’s abuse, which blocks it, for strong confirmation.',
    access: 'act',
    confirmation: 'CardStatus',
  },
});
