import { addMonths } from 'date-fns/addMonths';
import { and, eq } from 'drizzle-orm';
import { isReferralAvailable } from '../../domain/accounts/accounts';
import { toIsoDate } from '../../domain/dates/dates';
import { message } from '../../domain/errors/message';
import {
  REFERRAL_BONUS_CENTS,
  REFERRAL_MESSAGES,
  REFERRAL_VALIDITY_MONTHS,
  type RecommendationTarget,
} from '../../domain/customer/referralForm';
import type { Language } from '../../i18n';
import type { AccountService } from '../accounts/accountList';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { outbox, referralConsents, referrals } from '../db/schema';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

type Channel = 'email' | 'sms';

/** The template of each delivery and target: the keys of `referral.messages`. */
const MESSAGE_KEYS = {
  email: { Person: 'email', Company: 'emailCompany' },
  sms: { Person: 'sms', Company: 'smsCompany' },
} as const satisfies Record<Channel, Record<RecommendationTarget, string>>;

export interface SentRecommendation {
  RecommendationId: string;
  ValidUntil: string;
}

/**
 * The referral programme: the messages in the sender's name, the consent to disclose that name,
 * and recommendations sent to the outbox and recorded with their two-month validity. Only a
 * customer with a bank account here may recommend: the bonuses are paid to it.
 */
export function createReferralService(
  db: Database,
  { accounts, publicUrl, now }: { accounts: AccountService; publicUrl: string; now: () => Date },
) {
  // Where a recipient becomes a customer: the bank's own address.
  const url = new URL('/bank/login', publicUrl).href;

  function words(
    session: BankSession,
    channel: Channel,
    target: RecommendationTarget,
    language: Language,
  ) {
    const name = `${session.firstName} ${session.lastName}`;
    return textOf(
      message(`referral.messages.${MESSAGE_KEYS[channel][target]}`, { name, url }),
      language,
    );
  }

  async function requireBankAccount(session: BankSession): Promise<void> {
    if (!isReferralAvailable(await accounts.list(session.customerId))) {
      throw new BankError('customer', 'referral.refusals.noBankAccount', 403);
    }
  }

  async function requireConsent(session: BankSession): Promise<void> {
    const [consent] = await db
      .select({ at: referralConsents.consentedAt })
      .from(referralConsents)
      .where(
        and(
          eq(referralConsents.customerId, session.customerId),
          eq(referralConsents.userId, session.userId),
        ),
      );
    if (!consent) throw new BankError('IsConsent', REFERRAL_MESSAGES.consentRequired, 400);
  }

  async function send(
    session: BankSession,
    channel: Channel,
    recipient: string,
    target: RecommendationTarget,
    language: Language,
  ): Promise<SentRecommendation> {
    await requireBankAccount(session);
    await requireConsent(session);
    const sentAt = now();
    const validUntil = toIsoDate(addMonths(bankDay(sentAt), REFERRAL_VALIDITY_MONTHS));
    return db.transaction(async (tx) => {
      const [sent] = await tx
        .insert(outbox)
        .values({
          channel,
          recipient,
          subject:
            channel === 'email'
              ? textOf(
                  message('referral.messages.emailSubject', {
                    name: `${session.firstName} ${session.lastName}`,
                  }),
                  language,
                )
              : null,
          body: words(session, channel, target, language),
          customerId: session.customerId,
        })
        .returning({ id: outbox.id });
      const [referral] = await tx
        .insert(referrals)
        .values({
          customerId: session.customerId,
          userId: session.userId,
          channel,
          recipient,
          target,
          bonus: REFERRAL_BONUS_CENTS[target],
          outboxId: sent!.id,
          sentAt,
          validUntil,
        })
        .returning({ id: referrals.id });
      return { RecommendationId: referral!.id, ValidUntil: validUntil };
    });
  }

  return {
    /** The four messages as recipients would get them from this person. */
    templates(session: BankSession, language: Language) {
      return {
        SmsMessage: words(session, 'sms', 'Person', language),
        EmailMessage: words(session, 'email', 'Person', language),
        SmsMessageCompany: words(session, 'sms', 'Company', language),
        EmailMessageCompany: words(session, 'email', 'Company', language),
      };
    },

    /** The person agrees that recipients are told their first and last name (kept; given once). */
    async consent(session: BankSession): Promise<{ IsConsent: true }> {
      await requireBankAccount(session);
      await db
        .insert(referralConsents)
        .values({ customerId: session.customerId, userId: session.userId, consentedAt: now() })
        .onConflictDoUpdate({
          target: [referralConsents.customerId, referralConsents.userId],
          set: { consentedAt: now() },
        });
      return { IsConsent: true };
    },

    byEmail: (
      session: BankSession,
      input: { RecipientEmail: string; RecommendationTarget: RecommendationTarget },
      language: Language,
    ) => send(session, 'email', input.RecipientEmail, input.RecommendationTarget, language),

    bySms: (
      session: BankSession,
      input: { RecipientPhoneNumber: string; RecommendationTarget: RecommendationTarget },
      language: Language,
    ) => send(session, 'sms', input.RecipientPhoneNumber, input.RecommendationTarget, language),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
