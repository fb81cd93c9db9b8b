import { addMinutes } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_VALID_MINUTES,
  phoneOf,
  type AddressChange,
  type BankAccountChange,
  type Feedback,
  type PhoneChange,
} from '../../domain/customer/ownDetails';
import { message, type Message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { OperationOwner } from '../confirmations/operation';
import type { Database } from '../db/database';
import { authFlows, customers, feedback, outbox, phoneVerifications } from '../db/schema';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { newPhoneCode, phoneCodeHash } from './phoneCode';

/** What a confirmed change of the account the bank pays to holds. */
export const bankAccountPayload = z.object({ iban: z.string() });
export type BankAccountPayload = z.output<typeof bankAccountPayload>;

/** One refusal for a code that is wrong, spent, expired, tried too often or another's. */
const codeRefused = (reason: 'wrong' | 'expired') =>
  new BankError(
    'Code',
    message(reason === 'wrong' ? 'customer.phoneChange.wrongCode' : 'customer.phoneChange.expired'),
    422,
  );

/**
 * A person's own details: her address at once; a phone number after the SMS code sent to it;
 * the account the bank pays to after strong identification; her feedback stored.
 */
export function createOwnDetailsService(db: Database, flows: AuthFlowService, now: () => Date) {
  const whereCustomer = (session: { customerId: string }) => eq(customers.id, session.customerId);

  return {
    async changeAddress(session: BankSession, change: AddressChange): Promise<void> {
      await db
        .update(customers)
        .set({
          streetAddress: change.StreetAddress,
          postalCode: change.PostalCode,
          city: change.City,
          country: change.Country,
        })
        .where(whereCustomer(session));
    },

    /** Sends a fresh 4-digit code by SMS to the new number; the number waits for it. */
    async startPhoneChange(session: BankSession, change: PhoneChange, language: Language) {
      const phone = phoneOf(change);
      const code = newPhoneCode();
      const expiresAt = addMinutes(now(), PHONE_CODE_VALID_MINUTES);
      return db.transaction(async (tx) => {
        const [verification] = await tx
          .insert(phoneVerifications)
          .values({
            customerId: session.customerId,
            userId: session.userId,
            phone,
            codeHash: '',
            expiresAt,
          })
          .returning({ id: phoneVerifications.id });
        const id = verification!.id;
        await tx
          .update(phoneVerifications)
          .set({ codeHash: phoneCodeHash(id, code) })
          .where(eq(phoneVerifications.id, id));
        await tx.insert(outbox).values({
          channel: 'sms',
          recipient: phone,
          body: textOf(
            message('customer.phoneChange.sms', { code, minutes: PHONE_CODE_VALID_MINUTES }),
            language,
          ),
          customerId: session.customerId,
        });
        return { VerificationId: id, ExpiresAt: expiresAt.toISOString() };
      });
    },

    /**
     * Puts the new number in force with its code: once, before it expires, by the person who
     * asked for it, within five wrong tries. A wrong try is counted before the answer.
     */
    async completePhoneChange(session: BankSession, verificationId: string, code: string) {
      await db
        .transaction(async (tx) => {
          const [verification] = await tx
            .select()
            .from(phoneVerifications)
            .where(
              and(
                eq(phoneVerifications.id, verificationId),
                eq(phoneVerifications.customerId, session.customerId),
                eq(phoneVerifications.userId, session.userId),
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
          await tx
            .update(customers)
            .set({ phone: verification.phone })
            .where(whereCustomer(session));
          return 'ok' as const;
        })
        .then((outcome) => {
          // Thrown outside the transaction, so that the counted try stays counted.
          if (outcome === 'wrong') throw codeRefused('wrong');
        });
    },

    /** Stores exactly the account to approve, and the words the customer approves. */
    async prepareBankAccount(
      session: BankSession,
      change: BankAccountChange,
    ): Promise<{ SessionId: string; approval: Message }> {
      const data: BankAccountPayload = { iban: change.Iban };
      const approval = message('customer.bankAccount.approval', { iban: change.Iban });
      const flow = await flows.prepareConfirmation(session, 'BankAccountUpdate', {
        approval,
        data,
      });
      return { SessionId: flow.id, approval };
    },

    /** Refuses any SessionId but a confirmed change of this customer's account. */
    async requireConfirmedBankAccount(session: BankSession, sessionId: string): Promise<void> {
      const [flow] = await db
        .select({ status: authFlows.status })
        .from(authFlows)
        .where(
          and(
            eq(authFlows.id, sessionId),
            eq(authFlows.kind, 'BankAccountUpdate'),
            eq(authFlows.customerId, session.customerId),
          ),
        );
      if (flow?.status !== 'ok') {
        throw new BankError('SessionId', message('payments.refusals.editNotConfirmed'), 422);
      }
    },

    /** The confirmed change, carried out once by the confirmation flow. */
    async applyBankAccount(owner: OperationOwner, change: BankAccountPayload): Promise<void> {
      await db
        .update(customers)
        .set({ bankAccount: change.iban })
        .where(eq(customers.id, owner.customerId));
    },

    async storeFeedback(session: BankSession, given: Feedback): Promise<{ FeedbackId: string }> {
      const [row] = await db
        .insert(feedback)
        .values({
          customerId: session.customerId,
          userId: session.userId,
          topic: given.Topic,
          message: given.Message,
          contactAllowed: given.ContactAllowed,
        })
        .returning({ id: feedback.id });
      return { FeedbackId: row!.id };
    },
  };
}
