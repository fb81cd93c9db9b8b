import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { identificationKeys, identificationRecords } from '../db/schema';

/**
 * oidc-provider's storage in the bank's database (its adapter interface): identifications in
 * progress survive a restart and may continue on another replica.
 */
/** The models a grant's revocation removes (as oidc-provider's own memory adapter has it). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'PreAuthorizedCode',
  'BackchannelAuthenticationRequest',
]);

export function databaseAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(identificationRecords.model, this.model), eq(identificationRecords.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(identificationRecords)
        .values(row)
        .onConflictDoUpdate({
          target: [identificationRecords.model, identificationRecords.id],
          set: row,
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(identificationRecords)
        .where(
          and(
            eq(identificationRecords.model, this.model),
            condition,
            or(
              isNull(identificationRecords.expiresAt),
              gt(identificationRecords.expiresAt, new Date()),
            ),
          ),
        );
      if (!row) return undefined;
      return {
        ...row.payload,
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(identificationRecords.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(identificationRecords.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(identificationRecords.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db.update(identificationRecords).set({ consumedAt: new Date() }).where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(identificationRecords).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(identificationRecords).where(eq(identificationRecords.grantId, grantId));
    }
  };
}

/**
 * The provider's keys: an RS256 and an ES256 signing key (default clients expect RS256) and the
 * cookie-signing keys, made by the first server and read by every later one.
 */
export async function providerKeys(
  db: Database,
): Promise<{ jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] }> {
  const [existing] = await db.select().from(identificationKeys).where(eq(identificationKeys.id, 1));
  if (existing) return { jwks: existing.jwks, cookieKeys: existing.cookieKeys };
  const rsa = await generateKeyPair('RS256', { extractable: true });
  const ec = await generateKeyPair('ES256', { extractable: true });
  const made = {
    jwks: {
      keys: [
        { ...(await exportJWK(rsa.privateKey)), alg: 'RS256', use: 'sig', kid: 'sandbox-rs256' },
        { ...(await exportJWK(ec.privateKey)), alg: 'ES256', use: 'sig', kid: 'sandbox-es256' },
      ],
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await db
    .insert(identificationKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [stored] = await db.select().from(identificationKeys).where(eq(identificationKeys.id, 1));
  return stored ? { jwks: stored.jwks, cookieKeys: stored.cookieKeys } : made;
}
