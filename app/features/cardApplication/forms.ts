import { z } from 'zod';
import {
  cardApplicantAddressSchema,
  cardApplicantKycSchema,
  cardApplicantSchema,
  requestedLimitProblem,
} from '../../../domain/cards/cardApplication';
import { CARD_CREDIT_RULES } from '../../../domain/cards/creditCardProposal';
import type { Cents } from '../../../domain/money/money';
import { amountField, zeroOrMoreAmountField } from '../../data/amountField';

/** The limits to choose from, cents: every step of 500 € from the smallest to the largest. */
export const LIMIT_CHOICES: readonly Cents[] = Array.from(
  {
    length: (CARD_CREDIT_RULES.maxLimit - CARD_CREDIT_RULES.minLimit) / CARD_CREDIT_RULES.step + 1,
  },
  (_, index) => CARD_CREDIT_RULES.minLimit + index * CARD_CREDIT_RULES.step,
);

/** Income, expenses, work and housing as the applicant fills them in; the bank's rules. */
export const applicationStepForm = cardApplicantSchema.extend({
  // A select holds text: the chosen limit's cents.
  RequestedLimit: z
    .string()
    .transform(Number)
    .superRefine((cents, context) => {
      const problem = requestedLimitProblem(cents);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  MonthlyIncome: amountField,
  MonthlyExpenses: zeroOrMoreAmountField,
});
export type ApplicationStepInput = z.input<typeof applicationStepForm>;

/** Contact details, address and the KYC answers: the loan application's rules. */
export const contactStepForm = cardApplicantAddressSchema.extend(cardApplicantKycSchema.shape);
export type ContactStepInput = z.input<typeof contactStepForm>;
