/**
 * Broker applications (/api/loan-application/broker-…, confirm-broker): a loan broker the bank
 * has registered, logged in by strong identification, applies for a company loan on a named
 * company's behalf; a signatory of that company confirms it by strong identification before the
 * credit decision, after which the company's own decision and signing flow continues. The
 * catalogue names three calls only; their payloads are ours, and `broker-applications` (the
 * broker's list) is our addition.
 */
import { z } from 'zod';
import { businessIdSchema } from '../domain/company/businessId';
import { code } from '../domain/errors/message';
import { applicationFormSchema } from '../domain/loans/applicationForm';
import {
  COMPANY_LOAN_APPLICATION_STATUSES,
  COMPANY_LOAN_PURPOSES,
} from '../domain/loans/companyLoanApplication';
import { defineCall, type CallGroup } from './call';
import { companyLoanChoice, companyLoanType } from './companyLoanStart';
import { entityId, euros, noPayload } from './wire';

const group: CallGroup = 'loan-application';

/** A broker's application as the broker sees it: what was asked and where it stands. */
export const brokerApplication = z.object({
  Id: z.uuid(),
  BusinessId: z.string(),
  CompanyName: z.string(),
  LoanType: companyLoanType,
  Amount: euros,
  InstallmentCount: z.int(),
  Status: z.enum(COMPANY_LOAN_APPLICATION_STATUSES),
  CreatedAt: z.iso.datetime({ offset: true }),
  /** When a signatory of the company confirmed it; null while it waits for them. */
  ConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
});

const contactData = applicationFormSchema.pick({ Email: true, Phone: true });

export const brokerCompleteIdentification = defineCall({
  group,
  name: 'broker-complete-identification',
  request: noPayload,
  response: z.object({ Name: z.string(), FirmName: z.string() }),
  policy: {
    summary: 'After the strong login: the broker the person is registered as, or 403.',
    access: 'broker',
    reads: ['loanApplications'],
  },
});

export const brokerInit = defineCall({
  group,
  name: 'broker-init',
  request: z.intersection(
    companyLoanChoice,
    z.object({
      BusinessId: businessIdSchema,
      Purpose: z.enum(COMPANY_LOAN_PURPOSES, { error: code('companyLoan.validation.purpose') }),
      ...contactData.shape,
    }),
  ),
  response: brokerApplication,
  policy: {
    summary: 'A broker applies for a company loan on the company’s behalf.',
    access: 'broker',
    changes: ['loanApplications'],
  },
});

export const brokerApplications = defineCall({
  group,
  name: 'broker-applications',
  request: noPayload,
  response: z.object({ Applications: z.array(brokerApplication) }),
  policy: {
    summary: 'The applications the broker made, newest first; never another broker’s.',
    access: 'broker',
    reads: ['loanApplications'],
  },
});

/** The company's signatory confirms the broker's application by strong identification. */
export const confirmBroker = defineCall({
  group,
  name: 'confirm-broker',
  request: z.object({ Id: entityId }),
  response: z.object({ IdentificationUrl: z.string() }),
  policy: {
    summary: 'A signatory confirms a broker’s application; answers the identification to open.',
    access: 'session',
    confirmation: 'BrokerApplication',
    changes: ['loanApplications'],
  },
});
