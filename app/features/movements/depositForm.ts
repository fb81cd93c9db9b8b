import { z } from 'zod';
import { bankAccountStartDeposit } from '../../../api/externalAccounts';
import { amountField } from '../../data/amountField';
import { accountChoice } from './accountChoice';

/**
 * The deposit's form: the start call's request, with the accounts to choose and the amount as
 * the kit's AmountInput holds it; the IdempotencyKey is added when the deposit is started.
 */
export const depositForm = z
  .object(bankAccountStartDeposit.request.shape)
  .omit({ IdempotencyKey: true })
  .extend({
    FromExternalAccountId: accountChoice,
    ToAccountId: accountChoice,
    Amount: amountField,
  });

export type DepositValues = z.output<typeof depositForm>;

/** A deposit the bank has started: what the customer confirms, then completes. */
export const startedDeposit = bankAccountStartDeposit.request.extend({ DepositId: z.uuid() });
