import { z } from 'zod';
import { transfer, transferProblems, withdraw } from '../../../api/bankAccounts';
import { bankAccountStartDeposit } from '../../../api/payments';
import { refineWith } from '../../../api/refine';
import { code } from '../../../domain/errors/message';
import { amountField, choiceField } from '../../data/form';

/**
 * The forms that move money: each its call's request (api/), with the accounts to choose, the
 * amount as the kit's AmountInput holds it, and the IdempotencyKey added when the summary is
 * made. The same rules as the bank's.
 */
const account = choiceField(code('movements.common.chooseAccount'));

export const transferForm = z
  .object(transfer.request.shape)
  .omit({ IdempotencyKey: true })
  .extend({ FromAccountId: account, ToAccountId: account, Amount: amountField })
  .superRefine(refineWith(transferProblems));

/** The account type is the chosen account's own, added with the key. */
export const withdrawalForm = z
  .object(withdraw.request.shape)
  .omit({ IdempotencyKey: true, AccountType: true })
  .extend({ AccountId: account, ToExternalAccountId: account, Amount: amountField });

export const depositForm = z
  .object(bankAccountStartDeposit.request.shape)
  .omit({ IdempotencyKey: true })
  .extend({ FromExternalAccountId: account, ToAccountId: account, Amount: amountField });

/** A deposit the bank has started: what the customer confirms, then completes. */
export const startedDeposit = bankAccountStartDeposit.request.extend({ DepositId: z.uuid() });
