import { z } from 'zod';
import { code } from '../../../domain/errors/message';
import type { Cents } from '../../../domain/money/money';
import { amountField } from '../../data/amountField';
import { choiceField } from '../../data/form';

/** The account the money comes from (or goes to): to be chosen. */
export const accountChoice = choiceField(code('loans.action.chooseAccount'));

/** What is paid on an instalment: at most what is open on it (less leaves it partly paid). */
const instalmentAmount = (open: Cents) =>
  amountField.refine((cents) => cents <= open, {
    message: code('loans.refusals.overInstalment', { amount: open }),
  });

/**
 * Paying an instalment: from which account, and how much. The loan, instalment and
 * IdempotencyKey are added with the summary.
 */
export const instalmentPaymentForm = (open: Cents) =>
  z.object({ FromAccountId: accountChoice, Amount: instalmentAmount(open) });

/** Paying it from another bank: the bank (its BIC), the account there, and how much. */
export const otherBankPaymentForm = (open: Cents) =>
  z.object({
    Bic: choiceField(code('loans.payment.chooseBank')),
    FromExternalAccountId: accountChoice,
    Amount: instalmentAmount(open),
  });
