import type { TFunction } from 'i18next';
import { z } from 'zod';
import { parseEuroAmount } from '../../../domain/money/money';
import { PAYMENT_MESSAGE_MAX_LENGTH, PAYMENT_MESSAGES } from '../../../domain/payments/payment';
import { euroAmountError } from '../../shell/euroAmount';

/** Money between two of the customer's own accounts: from, to, how much, and a message. */
export interface MovementValues {
  from: string;
  to: string;
  amount: string;
  message: string;
}

export function movementSchema(t: TFunction) {
  return z
    .object({ from: z.string(), to: z.string(), amount: z.string(), message: z.string() })
    .superRefine((form, context) => {
      const choose = t('movements.common.chooseAccount');
      const problems: [keyof MovementValues, string | null][] = [
        ['from', form.from ? null : choose],
        [
          'to',
          !form.to ? choose : form.to === form.from ? t('movements.transfer.sameAccount') : null,
        ],
        ['amount', euroAmountError(form.amount, t('payments.form.amountInvalid'))],
        [
          'message',
          form.message.length > PAYMENT_MESSAGE_MAX_LENGTH ? PAYMENT_MESSAGES.messageTooLong : null,
        ],
      ];
      for (const [path, message] of problems) {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

export function movementAmount(values: MovementValues): number {
  return parseEuroAmount(values.amount) ?? 0;
}

/** The bank's field names (ErrorKey) of the movement calls, by the form field they belong to. */
export const MOVEMENT_FIELD_OF_ERROR_KEY: Record<string, keyof MovementValues> = {
  FromAccountId: 'from',
  AccountId: 'from',
  AccountType: 'from',
  FromExternalAccountId: 'from',
  ToAccountId: 'to',
  ToExternalAccountId: 'to',
  Amount: 'amount',
  Message: 'message',
};
