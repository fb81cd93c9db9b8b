import { z } from 'zod';
import * as loans from '../../../api/loans';
import { code } from '../../../domain/errors/message';
import { amountField } from '../../data/amountField';

/** The top-up's durations to choose from: whole years, as the calculator's offer rows allow. */
export const TOP_UP_MONTHS = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;

/**
 * How much more and over how long: the amount typed as euros (whole euros, the calculator's
 * step), sent as the call's whole euros; the duration chosen in months.
 */
export const topUpForm = z.object({
  TopUpIncreaseAmount: amountField
    .refine((cents) => cents % 100 === 0, { message: code('loans.validation.wholeEuros') })
    .transform((cents) => cents / 100),
  InstallmentCount: loans.topUpChoice.shape.InstallmentCount,
});

/** Applying for the priced top-up: its purpose, and the terms accepted. */
export const topUpApplicationForm = z.object({
  PurposeEnum: loans.applicationFromLoan.request.shape.PurposeEnum,
  TermsAccepted: loans.applicationFromLoan.request.shape.TermsAccepted,
});
