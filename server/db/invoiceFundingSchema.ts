import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS, INVOICE_STATES } from '../../domain/invoiceFunding/invoiceStates';
import { customers } from './schema';

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A company's invoice funding agreement (laskurahoitussopimus): the most the bank advances at once. */
export const invoiceFundingAgreements = pgTable(
  'invoice_funding_agreements',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id),
    fundingLimit: cents('funding_limit').notNull(),
    /** The share of a sales invoice the bank advances. */
    advancePercent: integer('advance_percent').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
  },
  (t) => [check('invoice_funding_limit_positive', sql`${t.fundingLimit} > 0`)],
);

/**
 * An invoice the bank funds for a company: a sales invoice it bought (its debtor pays the bank)
 * or a purchase invoice it pays to the seller (the company repays the bank). Its state moves on
 * by the bank's job as days pass (`domain/invoiceFunding/invoiceStates.ts`).
 */
export const fundedInvoices = pgTable(
  'funded_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    /** The debtor of a sales invoice, the seller of a purchase invoice. */
    counterparty: text('counterparty').notNull(),
    amount: cents('amount').notNull(),
    fundedAmount: cents('funded_amount').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: INVOICE_STATES }).notNull(),
    /** The sandbox's stand-in for the payment to come: the day the invoice will be paid. */
    settlesOn: date('settles_on', { mode: 'string' }),
    fundedOn: date('funded_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    index('funded_invoices_customer').on(t.customerId, t.kind, t.state),
    index('funded_invoices_unpaid')
      .on(t.state)
      .where(sql`${t.state} <> 'Paid'`),
    check(
      'funded_invoices_amounts',
      sql`${t.amount} > 0 and ${t.fundedAmount} between 0 and ${t.amount}`,
    ),
  ],
);
