import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentDraft, paymentReceipt } from '../../api/paymentDraft';
import { message, messageCode, type Message } from '../../domain/errors/message';
import type { OperationOwner } from '../confirmations/operation';
import { toIsoDate } from '../../domain/dates/dates';
import {
  dueDateError,
  paymentApproval,
  referenceOrMessageError,
  storedReference,
} from '../../domain/payments/payment';
import {
  CONFIRMATION_EXPIRED,
  isConfirmationExpired,
} from '../../domain/payments/confirmationWindow';
import { compareNames } from '../../domain/payments/payeeVerification';
import type { Database, Transaction } from '../db/database';
import { accounts, authFlows, customers, payments, postings } from '../db/schema';
import type { Leg } from '../ledger/entries';
import { internalAccountIdOf, postBooking, requestHash } from '../ledger/ledger';
import { coversDebit, INSUFFICIENT_FUNDS } from '../ledger/funds';
import { NEW_BOOKING_ID } from '../ledger/writeBooking';
import { BankError } from '../bankError';
import type { AuthFlow, AuthFlowService } from '../services/authFlows';
import { bankDay } from '../services/bankDay';
import {
  accountNotFound,
  isOwnOpenAccount,
  type AccountRow,
  type Queryable,
} from '../services/ownAccounts';
import { savePayeeOnce, storedBic } from './payees';
import { isSandboxBankIban, verifyPayee } from './payeeVerification';
import { assertWithinSecurityLimits } from './paymentLimits';
import type { BankSession } from '../services/sessions';
import { assertPlainText } from '../services/textInput';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentReceipt = z.output<typeof paymentReceipt>;
/** A payment waiting for its confirmation, with the words of what the customer approves. */
export interface PreparedPayment {
  SessionId: string;
  PaymentId: string;
  approval: Message;
}
export type PaymentType = PaymentRow['paymentType'];

// Spec leaves these refusal texts open.
export const PAYMENT_REFUSALS = {
  notFound: message('payments.refusals.notFound'),
  notPaymentAccount: message('payments.refusals.notPaymentAccount'),
  instantToday: message('payments.refusals.instantToday'),
  sameAccount: message('payments.refusals.sameAccount'),
  cannotReceive: message('payments.refusals.cannotReceive'),
  suggestedName: message('payments.refusals.suggestedName'),
  notConfirmed: message('payments.refusals.notConfirmed'),
  failed: message('payments.refusals.failed'),
  removed: message('payments.refusals.removed'),
  idempotencyReused: message('errors.request.idempotencyReused'),
  noLongerConfirmable: message('payments.refusals.noLongerConfirmable'),
};

/** What a payment's confirmation flow stores: the payment, and the words the customer approves. */
const approvedPayment = (paymentId: string, approval: Message) => ({
  approval,
  data: { paymentId },
});

/** An account of this bank that takes payments from others: a payment, savings or card account. */
function canReceivePayments(row: AccountRow | undefined): row is AccountRow {
  return (
    row !== undefined &&
    row.closedAt === null &&
    row.type === 'BankAccount' &&
    (row.product === 'payment' || row.product === 'savings' || row.product === 'card')
  );
}

async function accountByIban(db: Queryable, iban: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.iban, iban));
  return row;
}

/** One of the customer's payments; someone else's answers like a missing one (404). */
export async function ownPayment(
  db: Queryable,
  customerId: string,
  paymentId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
  if (!row) throw new BankError('PaymentId', PAYMENT_REFUSALS.notFound, 404);
  return row;
}

/** The customer's view of a payment; `transactionId` is its leg on the source account once booked. */
function receiptOf(row: PaymentRow, transactionId: string | null): PaymentReceipt {
  return {
    PaymentId: row.id,
    Status: row.status,
    paymentType: row.paymentType,
    SourceAccountId: row.sourceAccountId,
    RecipientName: row.recipientName,
    RecipientIban: row.recipientIban,
    PaymentAmount: row.amount,
    DueDate: row.dueDate,
    ReferenceNumber: row.referenceNumber,
    Message: row.message,
    OwnMessage: row.ownMessage,
    TransactionId: transactionId,
    BookingDate: row.bookedOn,
  };
}

/** The customer's view of a payment, with its booking once the money has moved. */
export async function paymentReceiptOf(db: Queryable, row: PaymentRow): Promise<PaymentReceipt> {
  if (!row.bookingId) return receiptOf(row, null);
  const [leg] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(and(eq(postings.bookingId, row.bookingId), eq(postings.accountId, row.sourceAccountId)));
  return receiptOf(row, leg?.id ?? null);
}

/**
 * A stored payment against the security limits of the day it counts on, with the controls row
 * locked to the end of the transaction: two payments settled at once cannot share the room left.
 */
function assertStoredPaymentWithinLimits(
  tx: Transaction,
  payment: PaymentRow,
  day: string,
  now: Date,
): Promise<void> {
  const { customerId, id: paymentId, paymentType, amount, recipientIban } = payment;
  return assertWithinSecurityLimits(
    tx,
    { customerId, paymentId, paymentType, amount, recipientIban, day },
    now,
    { lock: true },
  );
}

/**
 * Books a payment on `day` inside the caller's transaction, after checking the security limits
 * again (they may have changed since it was made). A payment to an account of this bank moves
 * straight to that account: the payer sees a Withdrawal, the payee a Deposit. A payment to
 * another bank leaves through the clearing account as a Withdrawal. The booking's idempotency
 * key is the payment's id, so a payment can never be booked twice.
 */
export async function bookPayment(
  tx: Transaction,
  payment: PaymentRow,
  day: string,
  now: Date,
): Promise<void> {
  await assertStoredPaymentWithinLimits(tx, payment, day, now);
  const [source] = await tx
    .select({
      id: accounts.id,
      iban: accounts.iban,
      closedAt: accounts.closedAt,
      payerName: customers.name,
      clearing: internalAccountIdOf(tx, 'clearing'),
    })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .where(eq(accounts.id, payment.sourceAccountId));
  if (!source || source.closedAt !== null) {
    throw new BankError('sourceAccountId', message('errors.account_not_found'), 422);
  }
  const onUs = isSandboxBankIban(payment.recipientIban);
  const target = onUs ? await accountByIban(tx, payment.recipientIban) : undefined;
  if (onUs && !canReceivePayments(target)) {
    throw new BankError('RecipientIban', PAYMENT_REFUSALS.cannotReceive, 422);
  }
  const details = { reference: payment.referenceNumber, message: payment.message };
  const out: Leg = {
    accountId: source.id,
    amount: -payment.amount,
    transactionType: 'Withdrawal',
    counterpartyName: payment.recipientName,
    counterpartyIban: payment.recipientIban,
    ...details,
  };
  const legs: Leg[] = target
    ? [
        out,
        {
          accountId: target.id,
          amount: payment.amount,
          transactionType: 'Deposit',
          counterpartyName: source.payerName,
          counterpartyIban: source.iban,
          ...details,
        },
      ]
    : [out, { ...out, accountId: source.clearing, amount: payment.amount }];
  const kind = target
    ? 'onUsPayment'
    : payment.paymentType === 'Instant'
      ? 'instantOut'
      : 'sepaOut';
  const booked = (bookingId: string | SQL<string | null>, written?: SQL) =>
    tx
      .update(payments)
      .set({ status: 'Booked', bookingId, bookedOn: day, failureReason: null })
      .where(and(eq(payments.id, payment.id), written));
  const booking = await postBooking(
    tx,
    { kind, valueDate: day, customerId: payment.customerId, legs },
    {
      idempotency: { key: `payment:${payment.id}`, hash: requestHash({ paymentId: payment.id }) },
      amountField: 'PaymentAmount',
      // The payment is marked Booked in the booking's own statement, when one is written.
      alongside: booked(NEW_BOOKING_ID, isNotNull(NEW_BOOKING_ID)).getSQL(),
    },
  );
  if (booking.replayed) await booked(booking.bookingId);
}

/**
 * SEPA payments and SEPA instant payments: made (AwaitingConfirmation), confirmed by strong
 * identification (Confirmed), then booked, or Scheduled for a later due date.
 */
export function createPaymentService(
  db: Database,
  { now, flows }: { now: () => Date; flows: AuthFlowService },
) {
  /** A payment confirmed and due: booked now; a future one waits (Scheduled). */
  async function settle(tx: Transaction, payment: PaymentRow, today: Date): Promise<void> {
    const day = toIsoDate(today);
    if (payment.paymentType === 'Sepa' && payment.dueDate > day) {
      await assertStoredPaymentWithinLimits(tx, payment, payment.dueDate, now());
      await tx.update(payments).set({ status: 'Scheduled' }).where(eq(payments.id, payment.id));
    } else {
      await bookPayment(tx, payment, day, now());
    }
    if (payment.saveReceiverToList) {
      await savePayeeOnce(tx, payment.customerId, {
        iban: payment.recipientIban,
        receiverName: payment.recipientName,
        bic: payment.bic,
      });
    }
  }

  /**
   * Books or schedules a Confirmed payment, once: a twin request finds it settled already. One
   * whose confirmation window has passed is never booked: it becomes Failed with that reason.
   */
  async function settleConfirmed(paymentId: string, today: Date): Promise<void> {
    const expired = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (locked?.status !== 'Confirmed') return false;
      if (!locked.confirmedAt || isConfirmationExpired(locked.confirmedAt, now())) {
        await tx
          .update(payments)
          .set({ status: 'Failed', failureReason: messageCode(CONFIRMATION_EXPIRED) })
          .where(eq(payments.id, paymentId));
        return true;
      }
      await settle(tx, locked, today);
      return false;
    });
    if (expired) throw new BankError('PaymentId', CONFIRMATION_EXPIRED, 422);
  }

  /** The payment's strong confirmation: its row holds what is approved, unchangeable meanwhile. */
  async function confirmation(
    session: BankSession,
    paymentId: string,
    approval: Message,
  ): Promise<AuthFlow> {
    return flows.prepareConfirmation(session, 'SepaPayment', approvedPayment(paymentId, approval));
  }

  /** The same request with the same key: the payment it made, with a live confirmation. */
  async function repeated(
    session: BankSession,
    earlier: PaymentRow,
    today: Date,
  ): Promise<PreparedPayment> {
    const approval = paymentApproval(
      {
        amount: earlier.amount,
        recipientName: earlier.recipientName,
        recipientIban: earlier.recipientIban,
        dueDate: earlier.dueDate,
      },
      today,
    );
    let flowId = earlier.authFlowId;
    if (earlier.status === 'AwaitingConfirmation') {
      const live = flowId ? await flows.findPending(flowId, session) : undefined;
      if (!live) {
        // Its confirmation ran out of time: the customer gets a new one for the same payment.
        flowId = (await confirmation(session, earlier.id, approval)).id;
        await db
          .update(payments)
          .set({ authFlowId: flowId })
          .where(and(eq(payments.id, earlier.id), eq(payments.status, 'AwaitingConfirmation')));
      }
    }
    return { SessionId: flowId!, PaymentId: earlier.id, approval };
  }

  // The reads of every payment's init and complete: each statement is built and planned once.
  const paymentByKey = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, sql.placeholder('customerId')),
        eq(payments.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('payment_by_idempotency_key');
  // The source account with the payment an earlier request with the key made, if any.
  const sourceWithEarlierPayment = db
    .select({ source: accounts, earlier: payments })
    .from(accounts)
    .leftJoin(
      payments,
      and(
        eq(payments.customerId, sql.placeholder('customerId')),
        eq(payments.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .where(isOwnOpenAccount(sql.placeholder('customerId'), sql.placeholder('accountId')))
    .prepare('payment_source_with_earlier');
  const paymentWithReceiptLeg = db
    .select({ payment: payments, transactionId: postings.id })
    .from(payments)
    .leftJoin(
      postings,
      and(
        eq(postings.bookingId, payments.bookingId),
        eq(postings.accountId, payments.sourceAccountId),
      ),
    )
    .where(
      and(
        eq(payments.id, sql.placeholder('paymentId')),
        eq(payments.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('payment_with_receipt_leg');

  async function byIdempotencyKey(customerId: string, key: string) {
    const [row] = await paymentByKey.execute({ customerId, key });
    return row;
  }

  /**
   * The draft's source account if it is the customer's own open one, and the payment an earlier
   * request with the same key made, in one query; the earlier payment alone when the account is
   * not found (it may have been closed since).
   */
  async function sourceAndEarlier(customerId: string, draft: PaymentDraft) {
    const key = draft.IdempotencyKey;
    const [row] = await sourceWithEarlierPayment.execute({
      customerId,
      key,
      accountId: draft.sourceAccountId,
    });
    if (row) return { source: row.source, earlier: row.earlier ?? undefined };
    return { source: undefined, earlier: await byIdempotencyKey(customerId, key) };
  }

  /** One of the customer's payments (`ownPayment`) with its receipt, in one query. */
  async function ownPaymentWithReceipt(customerId: string, paymentId: string) {
    const [row] = await paymentWithReceiptLeg.execute({ customerId, paymentId });
    if (!row) throw new BankError('PaymentId', PAYMENT_REFUSALS.notFound, 404);
    return { payment: row.payment, receipt: receiptOf(row.payment, row.transactionId) };
  }

  return {
    /**
     * Checks the draft and makes the payment, waiting for strong confirmation. A payment due
     * today must be covered now, so the customer does not identify for one that cannot go; a
     * later one is checked on its due date (bookDuePayments). The booking checks again.
     */
    async init(
      session: BankSession,
      draft: PaymentDraft,
      paymentType: PaymentType,
    ): Promise<PreparedPayment> {
      const today = bankDay(now());
      const todayIso = toIsoDate(today);
      const hash = requestHash({ ...draft, paymentType });
      const { source, earlier } = await sourceAndEarlier(session.customerId, draft);
      if (earlier) {
        if (earlier.requestHash !== hash) {
          throw new BankError('IdempotencyKey', PAYMENT_REFUSALS.idempotencyReused, 422);
        }
        return repeated(session, earlier, today);
      }

      assertPlainText('OwnMessage', draft.OwnMessage);
      if (!source) throw accountNotFound('sourceAccountId');
      if (source.type !== 'BankAccount' || source.product !== 'payment') {
        throw new BankError('sourceAccountId', PAYMENT_REFUSALS.notPaymentAccount, 422);
      }
      const dueError = dueDateError(draft.DueDate, today);
      if (dueError) throw new BankError('DueDate', dueError);
      if (paymentType === 'Instant' && draft.DueDate !== todayIso) {
        throw new BankError('DueDate', PAYMENT_REFUSALS.instantToday);
      }
      const both = referenceOrMessageError(draft.ReferenceNumber, draft.Message);
      if (both) throw new BankError('Message', both);
      if (draft.RecipientIban === source.iban) {
        throw new BankError('RecipientIban', PAYMENT_REFUSALS.sameAccount, 422);
      }
      if (
        isSandboxBankIban(draft.RecipientIban) &&
        !canReceivePayments(await accountByIban(db, draft.RecipientIban))
      ) {
        throw new BankError('RecipientIban', PAYMENT_REFUSALS.cannotReceive, 422);
      }

      // The bank verifies the payee itself rather than trust the result the browser sends.
      const verification = await verifyPayee(db, draft.RecipientIban, draft.RecipientName);
      let recipientName = draft.RecipientName;
      let verificationResult = verification.Result;
      if (draft.suggestedPayeeName) {
        const holder = verification.holderName;
        if (!holder || compareNames(draft.suggestedPayeeName, holder) !== 'Match') {
          throw new BankError('suggestedPayeeName', PAYMENT_REFUSALS.suggestedName);
        }
        recipientName = holder;
        verificationResult = 'Match';
      }

      await assertWithinSecurityLimits(
        db,
        {
          customerId: session.customerId,
          paymentType,
          amount: draft.PaymentAmount,
          recipientIban: draft.RecipientIban,
          day: draft.DueDate,
        },
        now(),
      );
      if (draft.DueDate === todayIso && !coversDebit(source, draft.PaymentAmount)) {
        throw new BankError('PaymentAmount', INSUFFICIENT_FUNDS, 422);
      }

      const paymentId = randomUUID();
      const approval = paymentApproval(
        {
          amount: draft.PaymentAmount,
          recipientName,
          recipientIban: draft.RecipientIban,
          dueDate: draft.DueDate,
        },
        today,
      );
      // The payment and its confirmation flow are stored by one statement.
      const flow = flows.confirmationInsert(
        session,
        'SepaPayment',
        approvedPayment(paymentId, approval),
      );
      const [inserted] = await db
        .with(db.$with('flow').as(flow.insert.returning({ id: authFlows.id })))
        .insert(payments)
        .values({
          id: paymentId,
          customerId: session.customerId,
          userId: session.userId,
          sourceAccountId: source.id,
          paymentType,
          status: 'AwaitingConfirmation',
          recipientIban: draft.RecipientIban,
          recipientName,
          bic: storedBic(draft.Bic, draft.RecipientIban),
          amount: draft.PaymentAmount,
          dueDate: draft.DueDate,
          referenceNumber: storedReference(draft.ReferenceNumber),
          message: draft.Message || null,
          ownMessage: draft.OwnMessage || null,
          payeeVerificationResult: verificationResult,
          saveReceiverToList: draft.saveReceiverToList,
          authFlowId: flow.id,
          idempotencyKey: draft.IdempotencyKey,
          requestHash: hash,
        })
        .onConflictDoNothing({ target: [payments.customerId, payments.idempotencyKey] })
        .returning({ id: payments.id });
      if (inserted) return { SessionId: flow.id, PaymentId: paymentId, approval };

      // A twin request made the payment a moment earlier.
      await flows.setStatus(flow.id, 'spent');
      const twin = await byIdempotencyKey(session.customerId, draft.IdempotencyKey);
      if (!twin || twin.requestHash !== hash) {
        throw new BankError('IdempotencyKey', PAYMENT_REFUSALS.idempotencyReused, 422);
      }
      return repeated(session, twin, today);
    },

    /**
     * The customer confirmed the payment: it is Confirmed and booked or scheduled at once, in one
     * transaction. Money moves as soon as the customer has confirmed, whatever the browser does
     * next. A refusal now (funds, limits) or a failure leaves it only Confirmed: the receipt's
     * complete call shows why, and may book it while the confirmation window lasts.
     */
    async confirm(owner: OperationOwner, paymentId: string): Promise<void> {
      const confirmedAt = now();
      const confirmable = and(
        eq(payments.id, paymentId),
        eq(payments.customerId, owner.customerId),
        eq(payments.authFlowId, owner.flowId),
        eq(payments.status, 'AwaitingConfirmation'),
      );
      const confirm = (tx: Queryable) =>
        tx
          .update(payments)
          .set({ status: 'Confirmed', confirmedAt })
          .where(confirmable)
          .returning();
      // Made only when it is the answer: an error's stack costs every payment otherwise.
      const notConfirmable = () =>
        new BankError('PaymentId', PAYMENT_REFUSALS.noLongerConfirmable, 409);
      let refused: BankError | undefined;
      try {
        await db.transaction(async (tx) => {
          const [payment] = await confirm(tx);
          if (!payment) throw (refused = notConfirmable());
          await settle(tx, payment, bankDay(confirmedAt));
        });
      } catch (error) {
        if (error === refused) throw error;
        const confirmed = await confirm(db);
        if (!(error instanceof BankError)) throw error;
        if (confirmed.length === 0) throw notConfirmable();
      }
    },

    /**
     * Books (or schedules) a confirmed payment. A payment already booked or scheduled answers
     * its receipt again and books nothing. Without funds the answer is 422 on PaymentAmount and
     * the payment stays Confirmed: the customer may add money and complete it again within the
     * confirmation window (CONFIRMATION_WINDOW_MINUTES); after it, the payment has failed.
     */
    async complete(session: BankSession, paymentId: string): Promise<PaymentReceipt> {
      const today = bankDay(now());
      const { payment, receipt } = await ownPaymentWithReceipt(session.customerId, paymentId);
      switch (payment.status) {
        case 'Booked':
        case 'Scheduled':
          return receipt;
        case 'AwaitingConfirmation':
          throw new BankError('PaymentId', PAYMENT_REFUSALS.notConfirmed, 422);
        case 'Failed':
          throw new BankError('PaymentId', payment.failureReason ?? PAYMENT_REFUSALS.failed, 422);
        case 'Removed':
          throw new BankError('PaymentId', PAYMENT_REFUSALS.removed, 422);
        case 'Confirmed':
          break;
      }
      await settleConfirmed(payment.id, today);
      return (await ownPaymentWithReceipt(session.customerId, paymentId)).receipt;
    },

    settle,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
