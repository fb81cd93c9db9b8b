import { randomUUID } from 'node:crypto';
import {
  CARD_REGIONS,
  isValidCardLimit,
  type CardLimitField,
  type CardRegion,
  type CardSkinCode,
} from '../../domain/cards/cards';
import { eurosToCents, type Cents } from '../../domain/money/money';
import type { SeedPlan } from './plan';

export interface CardRef {
  id: string;
  accountId: string;
}

export interface CardSpec {
  customerId: string;
  /** The card's account: a credit account (credit line) or a prepaid account. */
  accountId: string;
  holderUserId?: string | null;
  holderName: string;
  kind: 'PHYSICAL_CARD' | 'VIRTUAL_CARD';
  productName: string;
  creditType: 'CreditCard' | 'PrepaidCard';
  skin: CardSkinCode;
  status?: 'CARD_OK' | 'CARD_BLOCKED';
  /** The card's credit limit; 0 for prepaid cards. */
  limit: Cents;
  /** Usage limits in whole euros; a virtual card withdraws no cash (ATM limits 0). */
  limitsEuros: Record<CardLimitField, number>;
  /** Regions where the card is blocked ('Estetyt käyttöalueet'). */
  blockedRegions?: readonly CardRegion[];
}

/**
 * A card of the demo. The editing flags are true on every card: who may change limits is a
 * matter of the user's role (a company's card holders are sent to their employer).
 */
export function addCard(plan: SeedPlan, spec: CardSpec): CardRef {
  const limits = Object.fromEntries(
    Object.entries(spec.limitsEuros).map(([field, euros]) => {
      const cents = eurosToCents(euros);
      if (!isValidCardLimit(field as CardLimitField, cents)) {
        throw new RangeError(`${spec.productName}: ${field} ${euros} € is over the maximum`);
      }
      return [field, cents];
    }),
  ) as Record<CardLimitField, Cents>;
  const id = randomUUID();
  plan.cards.push({
    id,
    customerId: spec.customerId,
    accountId: spec.accountId,
    holderUserId: spec.holderUserId ?? null,
    holderName: spec.holderName,
    cardTypeEnum: spec.kind,
    maskedCardNumber: plan.nextMaskedCardNumber(),
    productName: spec.productName,
    creditType: spec.creditType,
    operatorStatus: spec.status ?? 'CARD_OK',
    skinCode: spec.skin,
    limit: spec.limit,
    dailyLimitAtm: limits.DailyLimitATM,
    monthlyLimitAtm: limits.MonthlyLimitATM,
    dailyLimitUsage: limits.DailyLimitUsage,
    monthlyLimitUsage: limits.MonthlyLimitUsage,
    restrictions: Object.fromEntries(
      CARD_REGIONS.map((region) => [region, spec.blockedRegions?.includes(region) ?? false]),
    ),
    usageLimitsEditingAllowed: true,
    restrictionsEditingAllowed: true,
  });
  return { id, accountId: spec.accountId };
}
