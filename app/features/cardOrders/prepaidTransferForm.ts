import { z } from 'zod';
import { idempotencyKey } from '../../../api/bankAccounts';
import { code } from '../../../domain/errors/message';
import { amountField } from '../../data/amountField';
import { choiceField } from '../../data/form';

/** Money to the prepaid card from an account of the company, or from the card back to one. */
export const PREPAID_DIRECTIONS = ['toCard', 'fromCard'] as const;

/** What the form asks: which way, the company's account, how much (in cents). */
export const prepaidTransferForm = z.object({
  Direction: z.enum(PREPAID_DIRECTIONS),
  AccountId: choiceField(code('cardOrders.prepaid.chooseAccount')),
  Amount: amountField,
});

export type PrepaidTransferValues = z.input<typeof prepaidTransferForm>;
export type PrepaidTransferOutput = z.output<typeof prepaidTransferForm>;

/**
 * The transfer being confirmed, kept for a reload: for this card, with the IdempotencyKey of
 * this attempt, so that confirming again after a lost answer moves the money once.
 */
export const prepaidTransferDraft = prepaidTransferForm.extend({
  cardId: z.uuid(),
  Amount: z.int(),
  IdempotencyKey: idempotencyKey,
});

export type PrepaidTransferDraft = z.output<typeof prepaidTransferDraft>;
