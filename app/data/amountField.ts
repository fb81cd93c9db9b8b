import { z } from 'zod';
import type { Cents } from '../../domain/money/money';
import { validateAmount, type AmountValue } from '../../ui/AmountInput';

/**
 * An amount typed in the kit's AmountInput: cents, or the text as typed, which the kit's rules
 * then say is not an amount. The wire's euros are the call's business; a form holds cents.
 * Apart from form.ts, so that forms without an amount do not load the kit's amount input.
 */
export const amountField = z
  .custom<AmountValue>((value) => typeof value === 'number' || typeof value === 'string')
  .superRefine((value, context) => {
    const problem = validateAmount(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as Cents);

/** An amount that may be none at all (expenses): any amount from 0 €, or the kit's message. */
export const zeroOrMoreAmountField = z
  .custom<AmountValue>((value) => typeof value === 'number' || typeof value === 'string')
  .superRefine((value, context) => {
    const problem = typeof value === 'number' ? null : validateAmount(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as Cents);
