import { and, eq } from 'drizzle-orm';
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
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { cardNotFound, loadCard } from './cardRows';

/** What a confirmed status change does: the card, its new status, and a report if one was made. */
export const cardStatusPayload = z.object({
  cardId: z.uuid(),
  status: z.enum(SETTABLE_CARD_STATUSES),
  abuseReport: z.string().nullable(),
});
export type CardStatusPayload = z.output<typeof cardStatusPayload>;

/** What the customer asks: a status, the other one of the two, or a report of abuse. */
export type StatusRequest =
  { status: SettableCardStatus } | { toggle: true } | { abuseReport: string };

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
 * Blocking and opening cards, and reporting abuse: checked when prepared, carried out once the
 * customer has confirmed it by strong identification, and checked again then.
 */
export function createCardStatus(db: Database, flows: AuthFlowService) {
  return {
    async prepare(
      session: BankSession,
      cardId: string,
      request: StatusRequest,
    ): Promise<{ SessionId: string; approval: Message }> {
      const { card } = await loadCard(db, session, cardId);
      const { status, refusal } = nextStatus(card.operatorStatus, request);
      if (refusal) throw new BankError('cardId', refusal, 422);
      const values = { card: card.maskedCardNumber };
      const approval =
        'abuseReport' in request
          ? message('cards.approval.reportAbuse', values)
          : message(
              status === 'CARD_BLOCKED' ? 'cards.approval.block' : 'cards.approval.open',
              values,
            );
      const data: CardStatusPayload = {
        cardId,
        status,
        abuseReport: 'abuseReport' in request ? request.abuseReport : null,
      };
      const flow = await flows.prepareConfirmation(session, 'CardStatus', { approval, data });
      return { SessionId: flow.id, approval };
    },

    /** The confirmed change, made once; a card that left use meanwhile is refused. */
    async apply(owner: OperationOwner, payload: CardStatusPayload): Promise<void> {
      await db.transaction(async (tx) => {
        const [card] = await tx
          .select()
          .from(cards)
          .where(and(eq(cards.id, payload.cardId), eq(cards.customerId, owner.customerId)))
          .for('no key update');
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
          .where(eq(customers.id, owner.customerId));
        if (!customer?.email) return;
        const values = { card: card.maskedCardNumber, message: payload.abuseReport ?? '' };
        await tx.insert(outbox).values({
          channel: 'email',
          recipient: customer.email,
          subject: textOf(message('cards.abuseReport.subject')),
          body: textOf(message('cards.abuseReport.body', values)),
          customerId: owner.customerId,
        });
      });
    },
  };
}
