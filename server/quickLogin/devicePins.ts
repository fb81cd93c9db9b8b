import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PIN_MAX_WRONG_TRIES } from '../../domain/customer/registration';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { devicePins, sessionLogins, sessions } from '../db/schema';
import { hashToken } from '../services/sessions';

const derive = promisify(scrypt) as (pin: string, salt: string, length: number) => Promise<Buffer>;

async function pinHash(pin: string, salt = randomBytes(16).toString('base64url')) {
  return `${salt}:${(await derive(pin, salt, 32)).toString('base64url')}`;
}

async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt = ''] = stored.split(':');
  const expected = Buffer.from(stored);
  const given = Buffer.from(await pinHash(pin, salt));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type PinRow = typeof devicePins.$inferSelect;

/**
 * A PIN for one device, set after a strong login: the device keeps a random token (an HttpOnly
 * cookie), the bank the token's hash and the PIN's (scrypt). Three wrong PINs lock it; the
 * person's next strong login opens it again.
 */
export function createDevicePinService(db: Database, now: () => Date) {
  const byToken = async (deviceToken: string | undefined) => {
    if (!deviceToken) return undefined;
    const [row] = await db
      .select()
      .from(devicePins)
      .where(eq(devicePins.deviceTokenHash, hashToken(deviceToken)));
    return row;
  };

  /** Whether the person has logged in strongly since the PIN was locked. */
  async function strongLoginSince(row: PinRow, lockedAt: Date): Promise<boolean> {
    const [strong] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .leftJoin(sessionLogins, eq(sessionLogins.sessionId, sessions.id))
      .where(
        and(
          eq(sessions.userId, row.userId),
          isNull(sessionLogins.sessionId),
          gt(sessions.createdAt, lockedAt),
        ),
      )
      .limit(1);
    return strong !== undefined;
  }

  /** The row, its lock lifted when a strong login came after it; null while still locked. */
  async function usable(row: PinRow): Promise<PinRow | null> {
    if (!row.lockedAt) return row;
    if (!(await strongLoginSince(row, row.lockedAt))) return null;
    const [opened] = await db
      .update(devicePins)
      .set({ lockedAt: null, wrongTries: 0 })
      .where(eq(devicePins.id, row.id))
      .returning();
    return opened!;
  }

  return {
    /**
     * Sets the PIN of this device for the person: the device's token stays when it is already
     * theirs, else a new one is made. Answers the token to keep in the device's cookie.
     */
    async set(userId: string, deviceToken: string | undefined, pin: string): Promise<string> {
      const hash = await pinHash(pin);
      const existing = await byToken(deviceToken);
      if (existing && existing.userId === userId && deviceToken) {
        await db
          .update(devicePins)
          .set({ pinHash: hash, wrongTries: 0, lockedAt: null })
          .where(eq(devicePins.id, existing.id));
        return deviceToken;
      }
      if (existing) await db.delete(devicePins).where(eq(devicePins.id, existing.id));
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(devicePins)
        .values({ deviceTokenHash: hashToken(token), userId, pinHash: hash });
      return token;
    },

    /** The person whose PIN this is; a wrong PIN is counted, the third locks the PIN. */
    async check(deviceToken: string | undefined, pin: string): Promise<{ userId: string }> {
      const found = await byToken(deviceToken);
      if (!found) throw new BankError('Pin', 'quickLogin.refusals.noPin', 401);
      const row = await usable(found);
      if (!row) throw new BankError('Pin', 'quickLogin.refusals.pinLocked', 401);
      if (await pinMatches(pin, row.pinHash)) {
        if (row.wrongTries > 0) {
          await db.update(devicePins).set({ wrongTries: 0 }).where(eq(devicePins.id, row.id));
        }
        return { userId: row.userId };
      }
      // Counted in the database, so that tries at the same moment are each counted.
      const [counted] = await db
        .update(devicePins)
        .set({
          wrongTries: sql`${devicePins.wrongTries} + 1`,
          lockedAt: sql`case when ${devicePins.wrongTries} + 1 >= ${PIN_MAX_WRONG_TRIES} then ${now().toISOString()}::timestamptz else null end`,
        })
        .where(eq(devicePins.id, row.id))
        .returning({ lockedAt: devicePins.lockedAt });
      const refusal = counted?.lockedAt
        ? 'quickLogin.refusals.pinLocked'
        : 'errors.pincode_login_failed';
      throw new BankError('Pin', refusal, 401);
    },
  };
}
