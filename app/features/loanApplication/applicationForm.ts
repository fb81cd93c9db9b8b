import { z } from 'zod';
import { applicationFormSchema } from '../../../domain/loans/applicationForm';
import type { Cents } from '../../../domain/money/money';
import { validateAmount, type AmountValue } from '../../../ui/AmountInput';
import { amountField } from '../../data/amountField';

/** Expenses may be none at all: any amount from 0 €, or the kit's message for what is not one. */
const expensesField = z
  .custom<AmountValue>((value) => typeof value === 'number' || typeof value === 'string')
  .superRefine((value, context) => {
    const problem = typeof value === 'number' ? null : validateAmount(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as Cents);

/** The application form as the applicant fills it in: the bank's rules, money as typed. */
export const loanApplicationForm = applicationFormSchema.extend({
  MonthlyIncome: amountField,
  MonthlyExpenses: expensesField,
});

export type LoanApplicationFormInput = z.input<typeof loanApplicationForm>;
