import { eq } from 'drizzle-orm';
import {
  kycRenewalRefusal,
  renewedKycValidTo,
  type KycSurvey,
} from '../../domain/customer/kycSurvey';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { customers, kycSurveys } from '../db/schema';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';

/**
 * A person's KYC by her survey answers, when she renews it or becomes a customer: the answers
 * kept as given, and the customer's KYC verified and valid two years from the bank's day, in one
 * transaction.
 */
export function createKycSurveyService(db: Database, now: () => Date) {
  /** Keeps the answers and makes the customer's KYC verified, valid two years from today. */
  async function keep(session: BankSession, survey: KycSurvey): Promise<void> {
    const validTo = renewedKycValidTo(bankDay(now()));
    await db.transaction(async (tx) => {
      await tx.insert(kycSurveys).values({
        customerId: session.customerId,
        userId: session.userId,
        answers: survey,
        validTo,
        answeredAt: now(),
      });
      await tx
        .update(customers)
        .set({ kycValidTo: validTo, isKycVerified: true })
        .where(eq(customers.id, session.customerId));
    });
  }
  return {
    keep,
    async renew(session: BankSession, survey: KycSurvey): Promise<void> {
      const refusal = kycRenewalRefusal(survey);
      if (refusal !== null) throw new BankError('ActsOnOwnBehalf', refusal, 422);
      await keep(session, survey);
    },
  };
}
