import { z } from 'zod';
import { businessIdSchema } from '../../../domain/company/businessId';
import { termsAcceptedField } from '../../../domain/forms/termsForm';
import { applicationFormSchema } from '../../../domain/loans/applicationForm';
import { COMPANY_LOAN_PURPOSES } from '../../../domain/loans/companyLoanApplication';
import { code } from '../../../domain/errors/message';

/** The application's basic data: which company, what for, and its contact details. */
export const applyForm = applicationFormSchema.pick({ Email: true, Phone: true }).extend({
  BusinessId: businessIdSchema,
  Purpose: z.enum(COMPANY_LOAN_PURPOSES, { error: code('companyLoan.validation.purpose') }),
});

export const signForm = z.object({ TermsAccepted: termsAcceptedField });
