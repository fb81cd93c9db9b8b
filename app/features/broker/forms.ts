import { z } from 'zod';
import { businessIdSchema } from '../../../domain/company/businessId';
import { code } from '../../../domain/errors/message';
import { applicationFormSchema } from '../../../domain/loans/applicationForm';
import { COMPANY_LOAN_PURPOSES } from '../../../domain/loans/companyLoanApplication';
import { COMPANY_LOAN_TYPES } from '../../../domain/loans/loan';

const wholeNumber = (message: Parameters<typeof code>[0]) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, code(message))
    .transform(Number);

/**
 * The broker's application for a client company: the company by its business ID, the loan, its
 * purpose and the company's contact details. The loan's spans are the bank's to check.
 */
export const brokerForm = applicationFormSchema.pick({ Email: true, Phone: true }).extend({
  BusinessId: businessIdSchema,
  LoanType: z.enum(COMPANY_LOAN_TYPES, { error: code('companyLoan.validation.loanType') }),
  Amount: wholeNumber('errors.validation.amountNotNumber'),
  InstallmentCount: wholeNumber('companyLoan.validation.monthsNotNumber'),
  Purpose: z.enum(COMPANY_LOAN_PURPOSES, { error: code('companyLoan.validation.purpose') }),
});
