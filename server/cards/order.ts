import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { CARD_KINDS, CARD_REGIONS, type CardUsageLimits } from '../../domain/cards/cards';
import { message, type Message } from '../../domain/errors/message';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, cards, customerRights, users } from '../db/schema';
import { BankError } from '../bankError';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';

/** What a confirmed order makes: the card's kind, holder, account and limits. */
export const cardOrderPayload = z.object({
  kind: z.enum(CARD_KINDS),
  holderUserId: z.uuid(),
  holderName: z.string(),
  accountId: z.uuid(),
  limits: z.object({
    DailyLimitATM: z.int(),
    MonthlyLimitATM: z.int(),
    DailyLimitUsage: z.int(),
    MonthlyLimitUsage: z.int(),
  }),
});
type CardOrderPayload = z.output<typeof cardOrderPayload>;

export interface PrepaidOrder {
  CardTypeEnum: (typeof CARD_KINDS)[number];
  HolderUserId: string;
  CreditCardUsageLimits: CardUsageLimits;
}

/** A new card's number as the sandbox shows it: only its last four digits are real. */
const maskedCardNumber = () => `**** **** **** ${randomInt(1000, 10_000)}`;

/**
 * Ordering a prepaid business card: for one of the company's own users, on its prepaid account
 * (the card account without credit), made once the main user has confirmed the order.
 */
export function createCardOrders(db: Database, flows: AuthFlowService) {
  return {
    async prepare(
      session: BankSession,
      order: PrepaidOrder,
    ): Promise<{ SessionId: string; approval: Message }> {
      const [holder] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(customerRights)
        .innerJoin(users, eq(users.id, customerRights.userId))
        .where(
          and(
            eq(customerRights.userId, order.HolderUserId),
            eq(customerRights.customerId, session.customerId),
            inArray(customerRights.role, ['MainUser', 'CardHolder']),
          ),
        );
      if (!holder) throw new BankError('HolderUserId', 'cards.refusals.holderNotFound', 404);
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, session.customerId),
            eq(accounts.product, 'card'),
            eq(accounts.creditLimit, 0),
            isNull(accounts.closedAt),
          ),
        )
        .orderBy(asc(accounts.openedAt))
        .limit(1);
      if (!account) throw new BankError('CardTypeEnum', 'cards.refusals.noPrepaidAccount', 422);
      const holderName = `${holder.firstName} ${holder.lastName}`;
      const data: CardOrderPayload = {
        kind: order.CardTypeEnum,
        holderUserId: order.HolderUserId,
        holderName,
        accountId: account.id,
        limits: order.CreditCardUsageLimits,
      };
      const approval = message(`cards.approval.order${order.CardTypeEnum}`, {
        holder: holderName,
      });
      const flow = await flows.prepareConfirmation(session, 'CardOrder', { approval, data });
      return { SessionId: flow.id, approval };
    },

    async make(owner: OperationOwner, order: CardOrderPayload): Promise<void> {
      await db.insert(cards).values({
        customerId: owner.customerId,
        accountId: order.accountId,
        holderUserId: order.holderUserId,
        holderName: order.holderName,
        cardTypeEnum: order.kind,
        maskedCardNumber: maskedCardNumber(),
        productName: 'Business Prepaid',
        creditType: 'PrepaidCard',
        skinCode: 'BUSINESS',
        limit: 0,
        dailyLimitAtm: order.limits.DailyLimitATM,
        monthlyLimitAtm: order.limits.MonthlyLimitATM,
        dailyLimitUsage: order.limits.DailyLimitUsage,
        monthlyLimitUsage: order.limits.MonthlyLimitUsage,
        restrictions: Object.fromEntries(CARD_REGIONS.map((region) => [region, false])),
      });
    },
  };
}
