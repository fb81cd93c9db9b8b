import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SIGNING_RIGHTS } from '../../domain/company/signingRights';
import { customers, users } from './schema';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The sandbox's company register (standing in for the Finnish trade register, PRH's YTJ): its
 * fictional companies, their representatives with their signing rights, and their shareholders.
 */
export const registerCompanies = pgTable('register_companies', {
  /** Y-tunnus. */
  businessId: text('business_id').primaryKey(),
  name: text('name').notNull(),
  /** The company form as the register writes it (e.g. "Osakeyhtiö"). */
  companyForm: text('company_form').notNull(),
  streetAddress: text('street_address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** The TOL 2008 industry code and its name as the register gives them. */
  industryCode: text('industry_code').notNull(),
  industry: text('industry').notNull(),
  registeredOn: date('registered_on', { mode: 'string' }).notNull(),
});

export const registerRepresentatives = pgTable(
  'register_representatives',
  {
    id: id(),
    businessId: text('business_id')
      .notNull()
      .references(() => registerCompanies.businessId),
    personalId: text('personal_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The position as the register writes it (e.g. "Toimitusjohtaja"). */
    position: text('position').notNull(),
    signingRight: text('signing_right', { enum: SIGNING_RIGHTS }).notNull(),
  },
  (t) => [uniqueIndex('register_representatives_person').on(t.businessId, t.personalId)],
);

export const registerShareholders = pgTable(
  'register_shareholders',
  {
    id: id(),
    businessId: text('business_id')
      .notNull()
      .references(() => registerCompanies.businessId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Hundredths of a percent: 40,5 % is 4050. */
    shareHundredths: integer('share_hundredths').notNull(),
    countryCode: text('country_code').notNull(),
    /** The shareholder's henkilötunnus, when the register knows them as a Finnish person. */
    personalId: text('personal_id'),
  },
  (t) => [index('register_shareholders_company').on(t.businessId)],
);

/** A company's confirmed beneficial owners (over 25 %), once it is a customer. */
export const companyBeneficialOwners = pgTable(
  'company_beneficial_owners',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    shareHundredths: integer('share_hundredths').notNull(),
    countryCode: text('country_code').notNull(),
    isPoliticallyExposed: boolean('is_politically_exposed').notNull(),
    confirmedBy: uuid('confirmed_by')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_beneficial_owners_customer').on(t.customerId)],
);

/** Where a company is resident for tax, with the identifier that country gave it. */
export const companyTaxResidencies = pgTable(
  'company_tax_residencies',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    countryCode: text('country_code').notNull(),
    taxIdentifier: text('tax_identifier').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.countryCode] })],
);

/**
 * A representative making a company a customer: who (their identified person and own customer),
 * which company, and the answers given so far. Answers are kept as the calls' schemas parsed them.
 */
export const companyOnboardings = pgTable(
  'company_onboardings',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The representative's own (person) customer, whose session the flow runs in. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    businessId: text('business_id').references(() => registerCompanies.businessId),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    prelimKyc: jsonb('prelim_kyc'),
    beneficialOwners: jsonb('beneficial_owners'),
    taxResidencies: jsonb('tax_residencies'),
    kyc: jsonb('kyc'),
    /** The company made a customer when the onboarding completed. */
    companyCustomerId: uuid('company_customer_id').references(() => customers.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('company_onboardings_representative').on(t.userId, t.createdAt)],
);

/** A person's right to act for a company, granted and removed by its main user. */
export const purchaseRights = pgTable(
  'purchase_rights',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    grantedBy: uuid('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    removedBy: uuid('removed_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('purchase_rights_company').on(t.companyId, t.grantedAt)],
);
