import { z } from 'zod';
import type { BankAccount } from '../../../api/bank';
import { termDepositCreate } from '../../../api/bankProducts';
import { refineWith } from '../../../api/refine';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { code } from '../../../domain/errors/message';
import { eurosToCents } from '../../../domain/money/money';
import { choiceField } from '../../data/form';

/**
 * The term deposit's form: the create call's fields, the amount in whole euros as its slider
 * holds them (cents once sent), an account to charge that holds the amount, the terms accepted.
 */
export function termDepositForm(sources: readonly BankAccount[]) {
  return z
    .object(termDepositCreate.request.shape)
    .omit({ IdempotencyKey: true })
    .extend({
      Amount: z.number().positive().transform(eurosToCents),
      SourceAccountId: choiceField(code('opening.validation.chooseSource')),
    })
    .superRefine(
      refineWith((deposit) => {
        const source = sources.find((account) => account.Id === deposit.SourceAccountId);
        return {
          SourceAccountId:
            source && source.Balance < deposit.Amount ? code('errors.insufficient_funds') : null,
        };
      }),
    );
}

export type TermDepositFormInput = z.input<ReturnType<typeof termDepositForm>>;

/**
 * The calculator's defaults, or the choice made before the login, or the deposit being confirmed
 * when the page was reloaded.
 */
export function termDepositDefaults(
  calculation: TermDepositCalculation,
  sources: readonly BankAccount[],
  confirming: { Amount: number; DurationInMonths: number; SourceAccountId: string } | null,
  kept: { amount: number; months: number } | null = null,
): Omit<TermDepositFormInput, 'TermsAccepted'> {
  return confirming
    ? {
        Amount: confirming.Amount / 100,
        DurationInMonths: confirming.DurationInMonths,
        SourceAccountId: confirming.SourceAccountId,
      }
    : {
        Amount: kept?.amount ?? calculation.defaultAmount,
        DurationInMonths: kept?.months ?? calculation.defaultDuration,
        SourceAccountId: sources.length === 1 ? sources[0]!.Id : '',
      };
}
