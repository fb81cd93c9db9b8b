import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { cardApplication } from '../../api/cardOrders';
import { creditCardLimitProblem } from '../../domain/cards/cardOrder';
import { CARD_KINDS, CARD_REGIONS, type CardUsageLimits } from '../../domain/cards/cards';
import { message, type Message } from '../../domain/errors/message';
import { storedConfirmation, type OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { accounts, cards, customerRights, users } from '../db/schema';
import { BankError } from '../bankError';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { loadCard, toCardDetails, type CardDetails } from './cardRows';

/** What a confirmed order makes: the card's kind, credit, holder, account and limits. */
export const cardOrderPayload = z.object({
  kind: z.enum(CARD_KINDS),
  creditType: z.enum(['CreditCard', 'PrepaidCard']),
  /** The card's credit limit; 0 for a prepaid card. */
  limit: z.int(),
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
type CardApplication = z.output<typeof cardApplication>;

export interface CardOrderRequest {
  CardTypeEnum: (typeof CARD_KINDS)[number];
  HolderUserId: string;
  CreditCardUsageLimits: CardUsageLimits;
  /** A credit card's limit; none for a prepaid card. */
  Limit?: number;
}

const PRODUCTS = { CreditCard: 'Business Credit', PrepaidCard: 'Business Prepaid' } as const;

/** A new card's number as the sandbox shows it: only its last four digits are real. */
const maskedCardNumber = () => `**** **** **** ${randomInt(1000, 10_000)}`;

/**
 * Ordering business cards for the company's own users: a prepaid card on its card account
 * without credit, a credit card on its card credit. The card is made once the main user has
 * confirmed the order, with the order's id as its own.
 */
export function createCardOrders(db: Database, flows: AuthFlowService, now: () => Date) {
  async function holderName(session: BankSession, userId: string): Promise<string> {
    const [holder] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(customerRights)
      .innerJoin(users, eq(users.id, customerRights.userId))
      .where(
        and(
          eq(customerRights.userId, userId),
          eq(customerRights.customerId, session.customerId),
          inArray(customerRights.role, ['MainUser', 'CardHolder']),
        ),
      );
    if (!holder) throw new BankError('HolderUserId', 'cards.refusals.holderNotFound', 404);
    return `${holder.firstName} ${holder.lastName}`;
  }

  /** The company's card account: with credit for credit cards, without for prepaid ones. */
  async function cardAccount(session: BankSession, credit: boolean) {
    const [account] = await db
      .select({ id: accounts.id, creditLimit: accounts.creditLimit })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, session.customerId),
          eq(accounts.product, 'card'),
          credit ? gt(accounts.creditLimit, 0) : eq(accounts.creditLimit, 0),
          isNull(accounts.closedAt),
        ),
      )
      .orderBy(asc(accounts.openedAt))
      .limit(1);
    if (!account) {
      const reason = credit ? 'cards.refusals.noCreditAccount' : 'cards.refusals.noPrepaidAccount';
      throw new BankError('CardTypeEnum', reason, 422);
    }
    return account;
  }

  return {
    async prepare(
      session: BankSession,
      order: CardOrderRequest,
    ): Promise<{ SessionId: string; approval: Message }> {
      const credit = order.Limit !== undefined;
      const holder = await holderName(session, order.HolderUserId);
      const account = await cardAccount(session, credit);
      const limit = order.Limit ?? 0;
      const overCredit = credit ? creditCardLimitProblem(limit, account.creditLimit) : null;
      if (overCredit) throw new BankError('Limit', overCredit, 422);
      const data: CardOrderPayload = {
        kind: order.CardTypeEnum,
        creditType: credit ? 'CreditCard' : 'PrepaidCard',
        limit,
        holderUserId: order.HolderUserId,
        holderName: holder,
        accountId: account.id,
        limits: order.CreditCardUsageLimits,
      };
      const approval = credit
        ? message(`cards.approval.creditOrder${order.CardTypeEnum}`, { holder, limit })
        : message(`cards.approval.order${order.CardTypeEnum}`, { holder });
      const flow = await flows.prepareConfirmation(session, 'CardOrder', { approval, data });
      return { SessionId: flow.id, approval };
    },

    async make(owner: OperationOwner, order: CardOrderPayload): Promise<void> {
      await db.insert(cards).values({
        id: owner.flowId,
        customerId: owner.customerId,
        accountId: order.accountId,
        holderUserId: order.holderUserId,
        holderName: order.holderName,
        cardTypeEnum: order.kind,
        maskedCardNumber: maskedCardNumber(),
        productName: PRODUCTS[order.creditType],
        creditType: order.creditType,
        skinCode: 'BUSINESS',
        limit: order.limit,
        dailyLimitAtm: order.limits.DailyLimitATM,
        monthlyLimitAtm: order.limits.MonthlyLimitATM,
        dailyLimitUsage: order.limits.DailyLimitUsage,
        monthlyLimitUsage: order.limits.MonthlyLimitUsage,
        restrictions: Object.fromEntries(CARD_REGIONS.map((region) => [region, false])),
      });
    },

    /** What an order of the company asked for, and whether it has made its card. */
    async application(session: BankSession, applicationId: string): Promise<CardApplication> {
      const flow = await flows.findById(applicationId);
      if (flow?.kind !== 'CardOrder' || flow.customerId !== session.customerId) {
        throw new BankError('ApplicationId', 'cards.refusals.applicationNotFound', 404);
      }
      const order = cardOrderPayload.parse(storedConfirmation.parse(flow.payload).data);
      const [made] = await db.select({ id: cards.id }).from(cards).where(eq(cards.id, flow.id));
      const pending = flow.status === 'grant' && flow.expiresAt.getTime() > now().getTime();
      return {
        ApplicationId: flow.id,
        Status: made ? 'Made' : pending ? 'Pending' : 'NotConfirmed',
        CardTypeEnum: order.kind,
        CardCreditType: order.creditType,
        HolderName: order.holderName,
        Limit: order.limit,
        CreditCardUsageLimits: order.limits,
      };
    },

    /** The card a confirmed order made; an order not (yet) confirmed has made none. */
    async made(session: BankSession, applicationId: string): Promise<CardDetails> {
      try {
        return toCardDetails(await loadCard(db, session, applicationId));
      } catch (error) {
        if (!(error instanceof BankError)) throw error;
        throw new BankError('ApplicationId', 'cards.refusals.orderNotMade', 404);
      }
    },
  };
}
