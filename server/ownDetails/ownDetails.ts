import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
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
import { authFlows, customers, feedback } from '../db/schema';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { createPhoneCodes } from './phoneCodes';

/** What a confirmed change of the account the bank pays to holds. */
export const bankAccountPayload = z.object({ iban: z.string() });
export type BankAccountPayload = z.output<typeof bankAccountPayload>;

/**
 * A person's own details: her address at once; a phone number after the SMS code sent to it;
 * the account the bank pays to after strong identification; her feedback stored.
 */
export function createOwnDetailsService(db: Database, flows: AuthFlowService, now: () => Date) {
  const whereCustomer = (session: { customerId: string }) => eq(customers.id, session.customerId);
  const phoneCodes = createPhoneCodes(db, now);

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
    startPhoneChange: (session: BankSession, change: PhoneChange, language: Language) =>
      phoneCodes.send(session, phoneOf(change), { sms: 'customer.phoneChange.sms', language }),

    /** Puts the new number in force with its code (the phone-code rules of `phoneCodes`). */
    completePhoneChange: (session: BankSession, verificationId: string, code: string) =>
      phoneCodes.verify(session, verificationId, code, async (tx, phone) => {
        await tx.update(customers).set({ phone }).where(whereCustomer(session));
      }),

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
