import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyLoanApplications } from './companyLoanSchema';
import { users } from './schema';

/**
 * The loan brokers the bank works with: a person the bank has registered as a broker (a role of
 * its own, not a right to any customer) applies for company loans on a company's behalf.
 */
export const brokers = pgTable('brokers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The broker's firm, as the company sees it on the application. */
  firmName: text('firm_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company loan application a broker made: it waits for a signatory of the company to confirm
 * it by strong identification before the credit decision.
 */
export const brokerApplications = pgTable(
  'broker_applications',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => companyLoanApplications.id),
    brokerUserId: uuid('broker_user_id')
      .notNull()
      .references(() => brokers.userId),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('broker_applications_broker').on(t.brokerUserId)],
);
