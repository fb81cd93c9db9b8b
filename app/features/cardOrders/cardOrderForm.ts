import { z } from 'zod';
import { refineWith } from '../../../api/refine';
import { cardOrderProblems } from '../../../domain/cards/cardOrder';
import { CARD_KINDS, CARD_LIMIT_FIELDS, type CardUsageLimits } from '../../../domain/cards/cards';
import { code } from '../../../domain/errors/message';
import { eurosToCents } from '../../../domain/money/money';
import { amountField } from '../../data/amountField';
import { choiceField } from '../../data/form';

/** A business card's order as the form holds it: money in cents, as the call's request decodes it. */
const orderFields = z.object({
  CardTypeEnum: z.enum(CARD_KINDS),
  HolderUserId: choiceField(code('cardOrders.order.chooseHolder')),
  CreditCardUsageLimits: z.object(
    Object.fromEntries(CARD_LIMIT_FIELDS.map((field) => [field, z.int()])) as Record<
      keyof CardUsageLimits,
      z.ZodInt
    >,
  ),
});

/** A virtual card withdraws no cash: its ATM limits, hidden on the form, are 0. */
function withoutCashOnVirtual<Order extends z.output<typeof orderFields>>(order: Order): Order {
  if (order.CardTypeEnum === 'PHYSICAL_CARD') return order;
  return {
    ...order,
    CreditCardUsageLimits: { ...order.CreditCardUsageLimits, DailyLimitATM: 0, MonthlyLimitATM: 0 },
  };
}

/**
 * A business card's order: its kind, holder and limits with the bank's own rules, and for a
 * credit card its credit limit (a prepaid card's form has no such field, and leaves it out).
 */
export const cardOrderForm = orderFields
  .extend({ Limit: amountField.optional() })
  .transform(withoutCashOnVirtual)
  .superRefine(refineWith(cardOrderProblems));

export type CardOrderValues = z.input<typeof cardOrderForm>;
export type CardOrderDraft = z.output<typeof cardOrderForm>;

/** The order kept while it is reviewed and confirmed: what the form gave, in cents. */
export const cardOrderDraft = orderFields.extend({ Limit: z.int().optional() });

/** Limits a new card starts from, within the sliders' maxima; the main user changes them. */
export const STARTING_LIMITS: CardUsageLimits = {
  DailyLimitATM: eurosToCents(500),
  MonthlyLimitATM: eurosToCents(1000),
  DailyLimitUsage: eurosToCents(2000),
  MonthlyLimitUsage: eurosToCents(5000),
};
