import { eq } from 'drizzle-orm';
import type { cardSettingsUpdate } from '../../api/cards';
import { restrictionsRefusal, usageLimitsRefusal } from '../../domain/cards/cardSettings';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { cards } from '../db/schema';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';
import {
  loadCard,
  lockCard,
  toCardDetails,
  toGroupViewCard,
  usageLimitsOf,
  type CardDetails,
} from './cardRows';

type SettingsUpdate = z.output<typeof cardSettingsUpdate>;

/**
 * 'Kortin rajat' or 'Estetyt käyttöalueet' changed, one of the two per call, as far as the card's
 * flags and kind allow; the answer is the card as it now is.
 */
export function createCardSettings(db: Database) {
  return async function updateSettings(
    session: BankSession,
    { cardId, requestObject }: SettingsUpdate,
  ): Promise<CardDetails> {
    return db.transaction(async (tx) => {
      const loaded = await lockCard(tx, session, cardId);
      const { CreditCardUsageLimits: limits, CreditCardRestrictions: regions } = requestObject;
      const refusal = limits
        ? usageLimitsRefusal(toGroupViewCard(loaded), usageLimitsOf(loaded.card), limits)
        : restrictionsRefusal(toGroupViewCard(loaded));
      if (refusal) throw new BankError(refusal.field, refusal.reason, 422);
      await tx
        .update(cards)
        .set(
          limits
            ? {
                dailyLimitAtm: limits.DailyLimitATM,
                monthlyLimitAtm: limits.MonthlyLimitATM,
                dailyLimitUsage: limits.DailyLimitUsage,
                monthlyLimitUsage: limits.MonthlyLimitUsage,
              }
            : { restrictions: regions },
        )
        .where(eq(cards.id, cardId));
      return toCardDetails(await loadCard(tx, session, cardId));
    });
  };
}
