import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMPANY_LOAN_TYPES } from '../../domain/loans/loan';
import {
  COMPANY_LOAN_APPLICATION_STATUSES,
  COMPANY_LOAN_PURPOSES,
} from '../../domain/loans/companyLoanApplication';
import { registerCompanies } from './companySchema';
import { customers, loans, users } from './schema';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A company's loan application: made by one of its representatives, decided from the register,
 * signed by those whose signatures bind the company, then paid out to the company's account.
 */
export const companyLoanApplications = pgTable(
  'company_loan_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => registerCompanies.businessId),
    /** The company as the bank's customer, whose account the loan is paid to. */
    companyCustomerId: uuid('company_customer_id')
      .notNull()
      .references(() => customers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    loanType: text('loan_type', { enum: COMPANY_LOAN_TYPES }).notNull(),
    amount: cents('amount').notNull(),
    installmentCount: integer('installment_count').notNull(),
    purpose: text('purpose', { enum: COMPANY_LOAN_PURPOSES }),
    /** The language the application was made in: the loan's name is written in it. */
    language: text('language').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: text('status', { enum: COMPANY_LOAN_APPLICATION_STATUSES }).notNull(),
    decisionReason: text('decision_reason'),
    approvedAmount: cents('approved_amount'),
    /** The offer for the approved amount, as the contract carries it (euros, the calculator's). */
    offer: jsonb('offer'),
    ownersConfirmedBy: uuid('owners_confirmed_by').references(() => users.id),
    ownersConfirmedAt: timestamp('owners_confirmed_at', { withTimezone: true }),
    loanId: uuid('loan_id').references(() => loans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_loan_applications_company').on(t.businessId, t.createdAt)],
);

/** A representative's signature on an application: one per person, never given twice. */
export const companyLoanSignatures = pgTable(
  'company_loan_signatures',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => companyLoanApplications.id),
    personalId: text('personal_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.personalId] })],
);

/** A beneficial owner's own confirmation of an application: one per owner, never twice. */
export const companyLoanOwnerConfirmations = pgTable(
  'company_loan_owner_confirmations',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => companyLoanApplications.id),
    personalId: text('personal_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.personalId] })],
);
