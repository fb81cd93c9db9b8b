import { z } from 'zod';
import { code } from '../../../domain/errors/message';
import type { Cents } from '../../../domain/money/money';
import { amountField } from '../../data/amountField';
import { choiceField } from '../../data/form';

/** The account the money comes from (or goes to): to be chosen. */
export const accountChoice = choiceField(code('loans.action.chooseAccount'));

/**
 * Paying an instalment: from which account, and how much, at most what is open on it (less
 * leaves it partly paid). The loan, instalment and IdempotencyKey are added with the summary.
 */
export const instalmentPaymentForm = (open: Cents) =>
  z.object({
    FromAccountId: accountChoice,
    Amount: amountField.refine((cents) => cents <= open, {
      message: code('loans.refusals.overInstalment', { amount: open }),
    }),
  });
