import { z } from 'zod';
import { transfer, transferProblems } from '../../../api/bankAccounts';
import { refineWith } from '../../../api/refine';
import { amountField } from '../../data/amountField';
import { accountChoice } from './accountChoice';

/**
 * The own transfer's form: the call's request and rules, with the accounts to choose and the
 * amount as the kit's AmountInput holds it; the IdempotencyKey is added with the summary.
 */
export const transferForm = z
  .object(transfer.request.shape)
  .omit({ IdempotencyKey: true })
  .extend({ FromAccountId: accountChoice, ToAccountId: accountChoice, Amount: amountField })
  .superRefine(refineWith(transferProblems));
