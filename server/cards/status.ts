import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  abuseReportRefusal,
  SETTABLE_CARD_STATUSES,
  statusChangeRefusal,
  toggledStatus,
  type SettableCardStatus,
} from '../../domain/cards/cardStatus';
import { message, type Message } from '../../domain/errors/message';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { cards, customers, outbox } from '../db/schema';
import { BankError } from '../bankError';
import { assertMayAct } from '../services/actingRights';
import type { AuthFlowService } from '../services/authFlows';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { cardNotFound, loadCard, visibleTo } from './cardRows';

/** What a status change does: the card, its new status, and a report if one was made. */
export const cardStatusPayload = z.object({
  cardId: z.uuid(),
  status: z.enum(SETTABLE_CARD_STATUSES),
  abuseReport: z.string().nullable(),
});
export type CardStatusPayload = z.output<typeof cardStatusPayload>;

/** What the customer asks: a status, the other one of the two, or a report of abuse. */
export type StatusRequest =
  { status: SettableCardStatus } | { toggle: true } | { abuseReport: string };

/** The answer: the card blocked at once, or its opening prepared for strong identification. */
export type StatusAnswer =
  { CardOperatorStatusCode: 'CARD_BLOCKED' } | { SessionId: string; approval: Message };

function nextStatus(current: string, request: StatusRequest) {
  if ('status' in request) {
    return { status: request.status, refusal: statusChangeRefusal(current, request.status) };
  }
  if ('toggle' in request) {
    // A card out of use has no other status to toggle to: refused as blocking it would be.
    const status = toggledStatus(current) ?? 'CARD_BLOCKED';
    return { status, refusal: statusChangeRefusal(current, status) };
  }
  return { status: 'CARD_BLOCKED' as const, refusal: abuseReportRefusal(current) };
}

/**
 * Blocking and opening cards, and reporting abuse. Blocking (a report of abuse blocks too) is
 * done at once: a customer who suspects fraud stops the card now, and a company's card holder may
 * stop her own. Opening a card lets it spend again, so it is the act of someone who may act for
 * the customer and is carried out only once confirmed by strong identification.
 */
export function createCardStatus(db: Database, flows: AuthFlowService, now: () => Date) {
  /** Sets the status of a card `where` finds, checked again under the card's lock. */
  const setStatus = (where: SQL | undefined, customerId: string, payload: CardStatusPayload) =>
    db.transaction(async (tx) => {
      const [card] = await tx.select().from(cards).where(where).for('no key update');
      if (!card) throw cardNotFound();
      const report = payload.abuseReport !== null;
      const refusal = report
        ? abuseReportRefusal(card.operatorStatus)
        : card.operatorStatus === payload.status
          ? null
          : statusChangeRefusal(card.operatorStatus, payload.status);
      if (refusal) throw new BankError('cardId', refusal, 422);
      await tx.update(cards).set({ operatorStatus: payload.status }).where(eq(cards.id, card.id));
      if (!report) return;
      const [customer] = await tx
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer?.email) return;
      const values = { card: card.maskedCardNumber, message: payload.abuseReport ?? '' };
      await tx.insert(outbox).values({
        channel: 'email',
        recipient: customer.email,
        subject: textOf(message('cards.abuseReport.subject')),
        body: textOf(message('cards.abuseReport.body', values)),
        customerId,
      });
    });

  return {
    async change(
      session: BankSession,
      cardId: string,
      request: StatusRequest,
    ): Promise<StatusAnswer> {
      const { card } = await loadCard(db, session, cardId);
      const { status, refusal } = nextStatus(card.operatorStatus, request);
      if (refusal) throw new BankError('cardId', refusal, 422);
      const data: CardStatusPayload = {
        cardId,
        status,
        abuseReport: 'abuseReport' in request ? request.abuseReport : null,
      };
      if (status === 'CARD_BLOCKED') {
        await setStatus(visibleTo(session, cardId), session.customerId, data);
        return { CardOperatorStatusCode: 'CARD_BLOCKED' };
      }
      // Who may open a card depends on the request, not the call: checked here, not declared.
      assertMayAct(session, bankDay(now()));
      const approval = message('cards.approval.open', { card: card.maskedCardNumber });
      const flow = await flows.prepareConfirmation(session, 'CardStatus', { approval, data });
      return { SessionId: flow.id, approval };
    },

    /** The confirmed opening, made once; a card that left use meanwhile is refused. */
    apply: (owner: OperationOwner, payload: CardStatusPayload) =>
      setStatus(
        and(eq(cards.id, payload.cardId), eq(cards.customerId, owner.customerId)),
        owner.customerId,
        payload,
      ),
  };
}
