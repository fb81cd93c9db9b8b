import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Consent } from '../../api/consents';
import type { openBankingInit } from '../../api/openBanking';
import {
  CONSENT_VALIDITY_DAYS,
  consentStatusAt,
  consentValidUntil,
  isAwaitingDecision,
  isRevocable,
  isShareableAccount,
  requestedAccess,
  type ConsentAccess,
  type ConsentGrant,
  type ConsentStatus,
} from '../../domain/openBanking/consent';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import type { users } from '../db/schema';
import { accounts, customerRights, customers, openBankingConsents } from '../db/schema';
import { bankDayIso } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { isProviderSecret, providerOf, tokenHash } from './providers';

type ConsentRow = typeof openBankingConsents.$inferSelect;
type InitRequest = z.output<typeof openBankingInit.request>;

const notFound = () => new BankError('ConsentId', 'consents.refusals.notFound', 404);

/** The row as the domain's rules read it. */
export function grantOf(row: ConsentRow): ConsentGrant {
  return {
    status: row.status,
    createdAt: row.createdAt,
    validUntil: row.validUntil,
    access: row.access as ConsentAccess[],
    accountIds: row.accountIds,
  };
}

/** The provider's redirect address with the outcome and its own `state`. */
function redirectWith(row: ConsentRow, outcome: Record<string, string>): string {
  const url = new URL(row.redirectUri);
  url.searchParams.set('state', row.providerState);
  url.searchParams.set('consentId', row.id);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Open banking consents: a registered provider's request, the customer's strong identification
 * and decision, her list, and the provider's token read back by the account information service.
 */
export function createConsentService(db: Database, publicUrl: string, now: () => Date) {
  async function byId(consentId: string): Promise<ConsentRow> {
    const [row] = await db
      .select()
      .from(openBankingConsents)
      .where(eq(openBankingConsents.id, consentId));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** A provider's request, refused unless the client, its secret and its address are registered. */
    async init(input: InitRequest) {
      const provider = providerOf(input.ClientId);
      if (!provider || !isProviderSecret(provider, input.ClientSecret)) {
        throw new BankError('ClientId', 'consents.refusals.unknownClient', 401);
      }
      if (input.RedirectUri !== provider.redirectUri) {
        throw new BankError('RedirectUri', 'consents.refusals.redirectMismatch', 400);
      }
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(openBankingConsents)
        .values({
          clientId: provider.clientId,
          redirectUri: provider.redirectUri,
          providerState: input.State,
          access: requestedAccess(input.Access),
          tokenHash: tokenHash(token),
          status: 'Received',
          createdAt: now(),
        })
        .returning();
      const url = new URL('/bank/open-banking', publicUrl);
      url.searchParams.set('consentId', row!.id);
      return {
        ConsentId: row!.id,
        ConsentToken: token,
        AuthorisationUrl: url.toString(),
        ConsentStatus: 'Received' as const,
      };
    },

    /** Who asks for what: nothing of the customer's. */
    async info(consentId: string) {
      const row = await byId(consentId);
      return {
        ConsentId: row.id,
        ProviderName: providerOf(row.clientId)?.name ?? row.clientId,
        Access: row.access as ConsentAccess[],
        Status: consentStatusAt(grantOf(row), now()),
        ValidDays: CONSENT_VALIDITY_DAYS,
      };
    },

    /** Refuses to identify for a request that no longer waits for a decision. */
    async assertIdentifiable(consentId: string): Promise<void> {
      if (!isAwaitingDecision(grantOf(await byId(consentId)), now())) {
        throw new BankError('ConsentId', 'consents.refusals.notDecidable', 409);
      }
    },

    /**
     * The identified person's own customer decides on the request: bound to her, once (another
     * person identifying for the same request later is refused).
     */
    async claim(consentId: string, user: typeof users.$inferSelect) {
      const [own] = await db
        .select({ id: customers.id })
        .from(customerRights)
        .innerJoin(customers, eq(customers.id, customerRights.customerId))
        .where(
          and(
            eq(customerRights.userId, user.id),
            eq(customerRights.role, 'Owner'),
            eq(customers.type, 'Person'),
          ),
        );
      if (!own) throw new BankError('state', 'errors.customer_not_found', 403);
      const row = await byId(consentId);
      if (!isAwaitingDecision(grantOf(row), now()) || (row.userId && row.userId !== user.id)) {
        throw new BankError('ConsentId', 'consents.refusals.notDecidable', 409);
      }
      await db
        .update(openBankingConsents)
        .set({ userId: user.id, customerId: own.id, identifiedAt: now() })
        .where(eq(openBankingConsents.id, consentId));
      return { customerId: own.id, claimed: consentId };
    },

    /** Accepts a request this person identified for, sharing the chosen accounts for 90 days. */
    async accept(session: BankSession, consentId: string, accountIds: readonly string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(openBankingConsents)
          .where(
            and(
              eq(openBankingConsents.id, consentId),
              eq(openBankingConsents.userId, session.userId),
              eq(openBankingConsents.customerId, session.customerId),
            ),
          )
          .for('update');
        if (!row) throw notFound();
        const at = now();
        if (!isAwaitingDecision(grantOf(row), at)) {
          throw new BankError('ConsentId', 'consents.refusals.notDecidable', 409);
        }
        const chosen = [...new Set(accountIds)];
        const own = await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.customerId, session.customerId), inArray(accounts.id, chosen)));
        const shareable = own.filter(
          (account) =>
            account.closedAt === null &&
            isShareableAccount({
              isPaymentAccount: account.product === 'payment',
              isSavingsAccount: account.product === 'savings',
              isExternal: account.type !== 'BankAccount',
            }),
        );
        if (shareable.length !== chosen.length) {
          throw new BankError('AccountIds', 'consents.refusals.accountNotShareable', 422);
        }
        await tx
          .update(openBankingConsents)
          .set({
            status: 'Accepted',
            accountIds: chosen,
            acceptedAt: at,
            validUntil: consentValidUntil(at),
            decidedAt: at,
          })
          .where(eq(openBankingConsents.id, row.id));
        return {
          ConsentId: row.id,
          Status: 'Accepted' as const,
          RedirectUrl: redirectWith(row, { status: 'accepted' }),
        };
      });
    },

    /**
     * Rejects a request this person identified for (the provider hears `access_denied`), or
     * revokes a consent the customer gave (the provider's next read is refused).
     */
    async reject(session: BankSession, consentId: string) {
      const row = await byId(consentId).catch(() => undefined);
      if (!row || row.customerId !== session.customerId) throw notFound();
      const at = now();
      const grant = grantOf(row);
      let status: ConsentStatus;
      if (isAwaitingDecision(grant, at) && row.userId === session.userId) status = 'Rejected';
      else if (isRevocable(grant, at)) status = 'Revoked';
      else throw new BankError('ConsentId', 'consents.refusals.notDecidable', 409);
      const [updated] = await db
        .update(openBankingConsents)
        .set({ status, decidedAt: at })
        .where(and(eq(openBankingConsents.id, row.id), eq(openBankingConsents.status, row.status)))
        .returning({ id: openBankingConsents.id });
      if (!updated) throw new BankError('ConsentId', 'consents.refusals.notDecidable', 409);
      return {
        ConsentId: row.id,
        Status: status,
        RedirectUrl: status === 'Rejected' ? redirectWith(row, { error: 'access_denied' }) : null,
      };
    },

    /** The customer's decided consents, newest first, with the accounts each shares. */
    async list(session: BankSession): Promise<Consent[]> {
      const rows = await db
        .select()
        .from(openBankingConsents)
        .where(
          and(
            eq(openBankingConsents.customerId, session.customerId),
            isNotNull(openBankingConsents.decidedAt),
          ),
        )
        .orderBy(desc(openBankingConsents.decidedAt));
      const ids = [...new Set(rows.flatMap((row) => row.accountIds))];
      const shared =
        ids.length === 0
          ? []
          : await db
              .select({ id: accounts.id, iban: accounts.iban, name: accounts.customName })
              .from(accounts)
              .where(and(eq(accounts.customerId, session.customerId), inArray(accounts.id, ids)));
      const at = now();
      return rows.map((row) => ({
        ConsentId: row.id,
        ProviderName: providerOf(row.clientId)?.name ?? row.clientId,
        Access: row.access as ConsentAccess[],
        Accounts: shared
          .filter((account) => row.accountIds.includes(account.id))
          .map((account) => ({ Id: account.id, Iban: account.iban ?? '', Name: account.name })),
        Status: consentStatusAt(grantOf(row), at),
        ValidUntil: row.validUntil && bankDayIso(row.validUntil),
        AcceptedAt: row.acceptedAt?.toISOString() ?? null,
      }));
    },

    /** The consent a provider's token opens, if any. */
    async byToken(token: string): Promise<ConsentRow | undefined> {
      const [row] = await db
        .select()
        .from(openBankingConsents)
        .where(eq(openBankingConsents.tokenHash, tokenHash(token)));
      return row;
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
