import { z } from 'zod';
import { withdraw } from '../../../api/bankAccounts';
import { amountField } from '../../data/amountField';
import { accountChoice } from './accountChoice';

/**
 * The withdrawal's form: the call's request, with the accounts to choose and the amount as the
 * kit's AmountInput holds it. The account type (the chosen account's own) and the
 * IdempotencyKey are added with the summary.
 */
export const withdrawalForm = z
  .object(withdraw.request.shape)
  .omit({ IdempotencyKey: true, AccountType: true })
  .extend({ AccountId: accountChoice, ToExternalAccountId: accountChoice, Amount: amountField });
