import { subDays } from 'date-fns';
import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { message, type Message } from '../../domain/errors/message';
import type { OperationOwner } from '../confirmations/operation';
import type { futurePaymentEdit, listedFuturePayment } from '../../api/bankPayments';
import { toIsoDate } from '../../domain/dates/dates';
import {
  dueDateError,
  paymentApproval,
  referenceOrMessageError,
  storedReference,
} from '../../domain/payments/payment';
import type { Database } from '../db/database';
import { authFlows, payments } from '../db/schema';
import { BankError } from '../bankError';
import type { AuthFlow, AuthFlowService } from '../services/authFlows';
import { assertFundsFor } from '../ledger/ledger';
import { bankDay } from '../services/bankDay';
import {
  bookPayment,
  ownPayment,
  PAYMENT_REFUSALS,
  paymentReceiptOf,
  type PaymentReceipt,
  type PaymentService,
} from './payments';
import { assertWithinSecurityLimits } from './paymentLimits';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import type { Language } from '../../i18n';

type FuturePaymentEdit = z.output<typeof futurePaymentEdit>;
type ListedFuturePayment = z.output<typeof listedFuturePayment>;

/** The new values of a future payment, as the confirmation flow carries them. */
export const editPayload = z.object({
  paymentId: z.uuid(),
  edit: z.object({
    amount: z.int().positive(),
    dueDate: z.iso.date(),
    referenceNumber: z.string().nullable(),
    message: z.string().nullable(),
  }),
});
export type EditPayload = z.output<typeof editPayload>;

/** An edit waiting for its confirmation, with the words of what the customer approves. */
export interface PreparedEdit {
  SessionId: string;
  approval: Message;
}

// Spec: not shown; a month, as a bank statement's period, is long enough to notice a failure.
export const FAILED_PAYMENTS_LISTED_DAYS = 30;

// Spec leaves these refusal texts open.
export const FUTURE_PAYMENT_REFUSALS = {
  notScheduled: message('payments.refusals.notScheduled'),
  editNotConfirmed: message('payments.refusals.editNotConfirmed'),
};

/**
 * Books every Scheduled payment whose due date has come (`today`, the bank's day). A payment
 * that cannot be booked (no funds, limits lowered, account closed) becomes Failed with the
 * reason, which its payment details show as PaymentFailed. Several servers may run this at once:
 * a payment another run is booking is skipped.
 */
export async function bookDuePayments(
  db: Database,
  today: Date,
  now: Date = new Date(),
): Promise<{ booked: number; failed: number }> {
  const day = toIsoDate(today);
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'Scheduled'), lte(payments.dueDate, day)))
    .orderBy(asc(payments.dueDate), asc(payments.createdAt));
  const outcome = { booked: 0, failed: 0 };
  for (const { id } of due) {
    try {
      const booked = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, id), eq(payments.status, 'Scheduled')))
          .for('update', { skipLocked: true });
        if (!payment) return false;
        await bookPayment(tx, payment, day, now);
        return true;
      });
      if (booked) outcome.booked += 1;
    } catch (error) {
      if (!(error instanceof BankError)) throw error;
      const failed = await db
        .update(payments)
        .set({ status: 'Failed', failureReason: error.message })
        .where(and(eq(payments.id, id), eq(payments.status, 'Scheduled')))
        .returning({ id: payments.id });
      outcome.failed += failed.length;
    }
  }
  return outcome;
}

/** Future payments ('tulevat maksut'): listed, removed, and changed with strong confirmation. */
export function createFuturePaymentService(
  db: Database,
  {
    now,
    flows,
    payments: paymentService,
  }: {
    now: () => Date;
    flows: AuthFlowService;
    payments: PaymentService;
  },
) {
  async function scheduledPayment(customerId: string, paymentId: string) {
    const payment = await ownPayment(db, customerId, paymentId);
    if (payment.status !== 'Scheduled') {
      throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.notScheduled, 422);
    }
    return payment;
  }

  /** The newest edit of the payment that went to confirmation. */
  async function latestEdit(customerId: string, paymentId: string): Promise<AuthFlow | undefined> {
    const [flow] = await db
      .select()
      .from(authFlows)
      .where(
        and(
          eq(authFlows.kind, 'FuturePaymentEdit'),
          eq(authFlows.customerId, customerId),
          sql`${authFlows.payload}->'data'->>'paymentId' = ${paymentId}`,
          sql`${authFlows.status} <> 'grant'`,
        ),
      )
      .orderBy(desc(authFlows.createdAt))
      .limit(1);
    return flow;
  }

  return {
    /**
     * The payments waiting for their due date, and those that failed in the last
     * FAILED_PAYMENTS_LISTED_DAYS days with why, in the customer's language: a payment that
     * could not be booked on its day is not booked later, and the customer must hear of it.
     */
    async list(customerId: string, language: Language): Promise<ListedFuturePayment[]> {
      const failedSince = toIsoDate(subDays(bankDay(now()), FAILED_PAYMENTS_LISTED_DAYS));
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.customerId, customerId),
            or(
              eq(payments.status, 'Scheduled'),
              and(eq(payments.status, 'Failed'), gte(payments.dueDate, failedSince)),
            ),
          ),
        )
        .orderBy(asc(payments.dueDate), asc(payments.createdAt));
      return Promise.all(
        rows.map(async (row) => ({
          ...(await paymentReceiptOf(db, row)),
          FailureReason:
            row.status === 'Failed'
              ? textOf(row.failureReason ?? PAYMENT_REFUSALS.failed, language)
              : null,
        })),
      );
    },

    async remove(session: BankSession, paymentId: string): Promise<void> {
      await scheduledPayment(session.customerId, paymentId);
      const removed = await db
        .update(payments)
        .set({ status: 'Removed' })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.customerId, session.customerId),
            eq(payments.status, 'Scheduled'),
          ),
        )
        .returning({ id: payments.id });
      if (removed.length === 0) {
        throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.notScheduled, 422);
      }
    },

    /**
     * Checks the new values like a new payment's and sends them to strong confirmation: moved
     * to today, the payment is booked on confirmation, so it must be covered now.
     */
    async editInit(session: BankSession, edit: FuturePaymentEdit): Promise<PreparedEdit> {
      const today = bankDay(now());
      const payment = await scheduledPayment(session.customerId, edit.PaymentId);
      const dueError = dueDateError(edit.DueDate, today);
      if (dueError) throw new BankError('DueDate', dueError);
      const both = referenceOrMessageError(edit.ReferenceNumber, edit.Message);
      if (both) throw new BankError('Message', both);
      await assertWithinSecurityLimits(
        db,
        {
          customerId: session.customerId,
          paymentId: payment.id,
          paymentType: payment.paymentType,
          amount: edit.PaymentAmount,
          recipientIban: payment.recipientIban,
          day: edit.DueDate,
        },
        now(),
      );
      if (edit.DueDate === toIsoDate(today)) {
        await assertFundsFor(db, payment.sourceAccountId, edit.PaymentAmount, 'PaymentAmount');
      }
      const approval = paymentApproval(
        {
          amount: edit.PaymentAmount,
          recipientName: payment.recipientName,
          recipientIban: payment.recipientIban,
          dueDate: edit.DueDate,
        },
        today,
      );
      const data: EditPayload = {
        paymentId: payment.id,
        edit: {
          amount: edit.PaymentAmount,
          dueDate: edit.DueDate,
          referenceNumber: storedReference(edit.ReferenceNumber),
          message: edit.Message || null,
        },
      };
      const flow = await flows.prepareConfirmation(session, 'FuturePaymentEdit', {
        approval,
        data,
      });
      return { SessionId: flow.id, approval };
    },

    /**
     * The customer confirmed the edit: it is applied at once, in one transaction, and only to a
     * payment still waiting for its due date. A new due date of today books the payment.
     */
    async applyEdit(owner: OperationOwner, { paymentId, edit }: EditPayload): Promise<void> {
      const today = bankDay(now());
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.customerId, owner.customerId)))
          .for('update');
        if (locked?.status !== 'Scheduled') {
          throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.notScheduled, 422);
        }
        const dueError = dueDateError(edit.dueDate, today);
        if (dueError) throw new BankError('DueDate', dueError);
        const [edited] = await tx
          .update(payments)
          .set({
            amount: edit.amount,
            dueDate: edit.dueDate,
            referenceNumber: edit.referenceNumber,
            message: edit.message,
          })
          .where(eq(payments.id, paymentId))
          .returning();
        if (edit.dueDate <= toIsoDate(today)) {
          await bookPayment(tx, edited!, toIsoDate(today), now());
        } else {
          await paymentService.settle(tx, { ...edited!, status: 'Confirmed' }, today);
        }
      });
    },

    /** The payment after its newest confirmed edit; refused while that edit is not confirmed. */
    async editComplete(session: BankSession, paymentId: string): Promise<PaymentReceipt> {
      const payment = await ownPayment(db, session.customerId, paymentId);
      const flow = await latestEdit(session.customerId, paymentId);
      if (flow?.status !== 'ok') {
        throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.editNotConfirmed, 422);
      }
      return paymentReceiptOf(db, payment);
    },
  };
}

export type FuturePaymentService = ReturnType<typeof createFuturePaymentService>;
