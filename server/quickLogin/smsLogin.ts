import { randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns/addMinutes';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_VALID_MINUTES } from '../../domain/customer/ownDetails';
import {
  SMS_LOGIN_CODES_PER_IDENTITY,
  SMS_LOGIN_WINDOW_MINUTES,
  type SmsLoginStart,
} from '../../domain/customer/registration';
import { message } from '../../domain/errors/message';
import { normalisePhone } from '../../domain/identity/phone';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { customerRights, customers, outbox, smsLoginCodes, users } from '../db/schema';
import { newPhoneCode, phoneCodeHash } from '../ownDetails/phoneCode';
import { textOf } from '../texts';
import { attemptWindows } from '../services/attemptWindows';

/** One refusal for every code that does not log in: wrong, spent, expired, or never sent. */
const codeRefused = () => new BankError('Code', 'quickLogin.refusals.code', 422);

/**
 * The login by an SMS code to a customer's verified phone. Asking for a code answers alike
 * whether or not the henkilötunnus and phone are a customer's (a code goes out only when they
 * are), and every code that does not log in is refused alike, so the answers tell no one who
 * is a customer. Codes follow the phone change's rules: hashed, 10 minutes, once, 5 wrong tries.
 */
export function createSmsLoginService(db: Database, now: () => Date) {
  const perIdentity = attemptWindows(db, 'sms-login-codes', {
    limit: SMS_LOGIN_CODES_PER_IDENTITY,
    windowMs: SMS_LOGIN_WINDOW_MINUTES * 60_000,
    now,
  });

  /** The person customer whose henkilötunnus and verified phone these are, if any. */
  async function customerWith(personalId: string, phone: string) {
    const [found] = await db
      .select({ userId: users.id, customerId: customers.id })
      .from(users)
      .innerJoin(customerRights, eq(customerRights.userId, users.id))
      .innerJoin(customers, eq(customers.id, customerRights.customerId))
      .where(
        and(
          eq(users.personalId, personalId),
          eq(customers.type, 'Person'),
          eq(customers.identityCode, personalId),
          eq(customers.phone, phone),
          eq(customers.isKycVerified, true),
        ),
      )
      .limit(1);
    return found;
  }

  return {
    async start(request: SmsLoginStart, language: Language) {
      if (!(await perIdentity.count(request.PersonalId))) {
        throw new BankError('PersonalId', 'errors.request.tooMany', 429);
      }
      const phone = normalisePhone(request.CountryCode, request.Number);
      const expiresAt = addMinutes(now(), PHONE_CODE_VALID_MINUTES);
      const answer = (id: string) => ({ VerificationId: id, ExpiresAt: expiresAt.toISOString() });
      const found = await customerWith(request.PersonalId, phone);
      if (!found) return answer(randomUUID());
      const id = randomUUID();
      const code = newPhoneCode();
      await db.transaction(async (tx) => {
        await tx.insert(smsLoginCodes).values({
          id,
          userId: found.userId,
          customerId: found.customerId,
          codeHash: phoneCodeHash(id, code),
          expiresAt,
        });
        await tx.insert(outbox).values({
          channel: 'sms',
          recipient: phone,
          body: textOf(
            message('quickLogin.sms.message', { code, minutes: PHONE_CODE_VALID_MINUTES }),
            language,
          ),
          customerId: found.customerId,
        });
      });
      return answer(id);
    },

    /** The person and customer the code logs in, once; a wrong try is counted before the answer. */
    async complete(verificationId: string, code: string) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(smsLoginCodes)
          .where(and(eq(smsLoginCodes.id, verificationId), isNull(smsLoginCodes.usedAt)))
          .for('update');
        if (
          !row ||
          row.expiresAt.getTime() <= now().getTime() ||
          row.wrongTries >= PHONE_CODE_MAX_TRIES
        ) {
          return null;
        }
        if (row.codeHash !== phoneCodeHash(row.id, code)) {
          await tx
            .update(smsLoginCodes)
            .set({ wrongTries: row.wrongTries + 1 })
            .where(eq(smsLoginCodes.id, row.id));
          return null;
        }
        await tx.update(smsLoginCodes).set({ usedAt: now() }).where(eq(smsLoginCodes.id, row.id));
        return { userId: row.userId, customerId: row.customerId };
      });
      // Thrown outside the transaction, so that the counted try stays counted.
      if (!outcome) throw codeRefused();
      return outcome;
    },
  };
}
