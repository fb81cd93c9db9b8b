import { addMinutes } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_VALID_MINUTES } from '../../domain/customer/ownDetails';
import { message, type MessageKey } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { Database, Transaction } from '../db/database';
import { outbox, phoneVerifications } from '../db/schema';
import { textOf } from '../texts';
import { newPhoneCode, phoneCodeHash } from './phoneCode';

/** Whose code: the person who asked for it, in the session of which customer. */
export interface CodeOwner {
  customerId: string;
  userId: string;
}

/** One refusal for a code that is wrong, spent, expired, tried too often or another's. */
const codeRefused = (reason: 'wrong' | 'expired') =>
  new BankError(
    'Code',
    message(reason === 'wrong' ? 'customer.phoneChange.wrongCode' : 'customer.phoneChange.expired'),
    422,
  );

/**
 * A phone number proved by a 4-digit code sent to it by SMS: valid 10 minutes, used once, at
 * most five wrong tries, kept hashed. A person's phone change and a company representative's
 * phone share it; each says what the SMS says and what a right code puts in force.
 */
export function createPhoneCodes(db: Database, now: () => Date) {
  return {
    /** Sends a fresh code by SMS to `phone`; the number waits for it. */
    async send(
      owner: CodeOwner,
      phone: string,
      { sms, language }: { sms: MessageKey; language: Language },
    ) {
      const code = newPhoneCode();
      const expiresAt = addMinutes(now(), PHONE_CODE_VALID_MINUTES);
      return db.transaction(async (tx) => {
        const [verification] = await tx
          .insert(phoneVerifications)
          .values({ ...owner, phone, codeHash: '', expiresAt })
          .returning({ id: phoneVerifications.id });
        const id = verification!.id;
        await tx
          .update(phoneVerifications)
          .set({ codeHash: phoneCodeHash(id, code) })
          .where(eq(phoneVerifications.id, id));
        await tx.insert(outbox).values({
          channel: 'sms',
          recipient: phone,
          body: textOf(message(sms, { code, minutes: PHONE_CODE_VALID_MINUTES }), language),
          customerId: owner.customerId,
        });
        return { VerificationId: id, ExpiresAt: expiresAt.toISOString() };
      });
    },

    /**
     * Puts the number in force with its code (`verified`, in the same transaction): once,
     * before it expires, by the person who asked for it, within five wrong tries. A wrong try
     * is counted before the answer.
     */
    async verify(
      owner: CodeOwner,
      verificationId: string,
      code: string,
      verified: (tx: Transaction, phone: string) => Promise<void>,
    ): Promise<void> {
      await db
        .transaction(async (tx) => {
          const [verification] = await tx
            .select()
            .from(phoneVerifications)
            .where(
              and(
                eq(phoneVerifications.id, verificationId),
                eq(phoneVerifications.customerId, owner.customerId),
                eq(phoneVerifications.userId, owner.userId),
                isNull(phoneVerifications.usedAt),
              ),
            )
            .for('update');
          if (!verification) throw codeRefused('expired');
          if (
            verification.expiresAt.getTime() <= now().getTime() ||
            verification.wrongTries >= PHONE_CODE_MAX_TRIES
          ) {
            throw codeRefused('expired');
          }
          if (verification.codeHash !== phoneCodeHash(verification.id, code)) {
            await tx
              .update(phoneVerifications)
              .set({ wrongTries: verification.wrongTries + 1 })
              .where(eq(phoneVerifications.id, verification.id));
            return 'wrong' as const;
          }
          await tx
            .update(phoneVerifications)
            .set({ usedAt: now() })
            .where(eq(phoneVerifications.id, verification.id));
          await verified(tx, verification.phone);
          return 'ok' as const;
        })
        .then((outcome) => {
          // Thrown outside the transaction, so that the counted try stays counted.
          if (outcome === 'wrong') throw codeRefused('wrong');
        });
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
