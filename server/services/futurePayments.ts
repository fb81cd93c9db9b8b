import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallOutput } from '../../api/call';
import type { editFuturePaymentConsumerInit, futurePaymentEdit } from '../../api/bankPayments';
import { toIsoDate } from '../../domain/dates/dates';
import {
  dueDateError,
  paymentApprovalText,
  referenceOrMessageError,
  storedReference,
} from '../../domain/payments/payment';
import type { Database } from '../db/database';
import { authFlows, payments } from '../db/schema';
import { BankError } from '../plugins/errorHandler';
import type { AuthFlow, AuthFlowService } from './authFlows';
import { bankDay } from './bankDay';
import { assertMayAct } from './actingRights';
import {
  bookPayment,
  ownPayment,
  paymentReceiptOf,
  type PaymentReceipt,
  type PaymentService,
} from './payments';
import { assertWithinSecurityLimits } from './paymentLimits';
import type { BankSession } from './sessions';

type FuturePaymentEdit = z.output<typeof futurePaymentEdit>;

/** The new values of a future payment, as the confirmation flow carries them. */
interface EditPayload {
  approvalText: string;
  paymentId: string;
  edit: { amount: number; dueDate: string; referenceNumber: string | null; message: string | null };
  /** Set by the confirmer once the customer has confirmed the edit. */
  confirmed?: boolean;
  /** Set when the edit has been applied: it is applied once. */
  applied?: boolean;
}

// Spec leaves these refusal texts open.
export const FUTURE_PAYMENT_REFUSALS = {
  notScheduled: 'Vain tulevaa maksua voi muuttaa tai poistaa.',
  editNotConfirmed: 'Muutosta ei ole vahvistettu.',
} as const;

export type EditInit = CallOutput<typeof editFuturePaymentConsumerInit>;

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
          sql`${authFlows.payload}->>'paymentId' = ${paymentId}`,
          sql`${authFlows.status} <> 'grant'`,
        ),
      )
      .orderBy(desc(authFlows.createdAt))
      .limit(1);
    return flow;
  }

  return {
    async list(customerId: string): Promise<PaymentReceipt[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customerId), eq(payments.status, 'Scheduled')))
        .orderBy(asc(payments.dueDate), asc(payments.createdAt));
      return Promise.all(rows.map((row) => paymentReceiptOf(db, row)));
    },

    async remove(session: BankSession, paymentId: string): Promise<void> {
      await assertMayAct(db, session, bankDay(now()));
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

    /** Checks the new values like a new payment's and sends them to strong confirmation. */
    async editInit(session: BankSession, edit: FuturePaymentEdit): Promise<EditInit> {
      const today = bankDay(now());
      await assertMayAct(db, session, today);
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
      const approvalText = paymentApprovalText(
        {
          amount: edit.PaymentAmount,
          recipientName: payment.recipientName,
          recipientIban: payment.recipientIban,
          dueDate: edit.DueDate,
        },
        today,
      );
      const payload: EditPayload = {
        approvalText,
        paymentId: payment.id,
        edit: {
          amount: edit.PaymentAmount,
          dueDate: edit.DueDate,
          referenceNumber: storedReference(edit.ReferenceNumber),
          message: edit.Message || null,
        },
      };
      const flow = await flows.prepareConfirmation({
        kind: 'FuturePaymentEdit',
        userId: session.userId,
        customerId: session.customerId,
        sessionId: session.id,
        payload,
      });
      return { SessionId: flow.id, ApprovalText: approvalText };
    },

    /** The confirmer of kind 'FuturePaymentEdit': marks the edit confirmed, if still possible. */
    async confirmEdit(flow: AuthFlow): Promise<void> {
      const payload = flow.payload as Partial<EditPayload> | null;
      if (typeof payload?.paymentId !== 'string' || !flow.customerId) {
        throw new Error(`Flow ${flow.id} names no payment`);
      }
      await scheduledPayment(flow.customerId, payload.paymentId);
      await db
        .update(authFlows)
        .set({ payload: { ...payload, confirmed: true } })
        .where(eq(authFlows.id, flow.id));
    },

    /**
     * Applies the confirmed edit once; calling again answers the payment as it now is. A new due
     * date of today books the payment at once.
     */
    async editComplete(session: BankSession, paymentId: string): Promise<PaymentReceipt> {
      const today = bankDay(now());
      await assertMayAct(db, session, today);
      const payment = await ownPayment(db, session.customerId, paymentId);
      const flow = await latestEdit(session.customerId, paymentId);
      const payload = flow?.payload as EditPayload | undefined;
      if (flow && payload?.applied) return paymentReceiptOf(db, payment);
      if (!flow || flow.status !== 'ok' || !payload?.confirmed) {
        throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.editNotConfirmed, 422);
      }
      await db.transaction(async (tx) => {
        const claimed = await tx
          .update(authFlows)
          .set({ status: 'spent', payload: { ...payload, applied: true } })
          .where(and(eq(authFlows.id, flow.id), eq(authFlows.status, 'ok')))
          .returning({ id: authFlows.id });
        // A twin request applied it a moment ago.
        if (claimed.length === 0) return;
        const [locked] = await tx
          .select()
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update');
        if (locked?.status !== 'Scheduled') {
          throw new BankError('PaymentId', FUTURE_PAYMENT_REFUSALS.notScheduled, 422);
        }
        const dueError = dueDateError(payload.edit.dueDate, today);
        if (dueError) throw new BankError('DueDate', dueError);
        const [edited] = await tx
          .update(payments)
          .set({
            amount: payload.edit.amount,
            dueDate: payload.edit.dueDate,
            referenceNumber: payload.edit.referenceNumber,
            message: payload.edit.message,
          })
          .where(eq(payments.id, paymentId))
          .returning();
        if (payload.edit.dueDate <= toIsoDate(today)) {
          await bookPayment(tx, edited!, toIsoDate(today), now());
        } else {
          await paymentService.settle(tx, { ...edited!, status: 'Confirmed' }, today);
        }
      });
      return paymentReceiptOf(db, await ownPayment(db, session.customerId, paymentId));
    },
  };
}

export type FuturePaymentService = ReturnType<typeof createFuturePaymentService>;
