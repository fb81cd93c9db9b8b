import type { z } from 'zod';
import { applicationFormSchema } from '../../../domain/loans/applicationForm';
import { amountField, zeroOrMoreAmountField } from '../../data/amountField';

/** The application form as the applicant fills it in: the bank's rules, money as typed. */
export const loanApplicationForm = applicationFormSchema.extend({
  MonthlyIncome: amountField,
  MonthlyExpenses: zeroOrMoreAmountField,
});

export type LoanApplicationFormInput = z.input<typeof loanApplicationForm>;
