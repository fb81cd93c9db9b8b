import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  mayGrantPurchaseRights,
  type PurchaseRightGrant,
} from '../../domain/company/purchaseRights';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { OperationOwner } from '../confirmations/operation';
import type { Database, Transaction } from '../db/database';
import { authFlows, customerRights, purchaseRights, users } from '../db/schema';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

/** What a confirmed change of the rights holds: a grant to a person, or a right's removal. */
export const purchaseRightChange = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant'),
    personalId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  z.object({ action: z.literal('remove'), rightId: z.uuid() }),
]);
export type PurchaseRightChange = z.output<typeof purchaseRightChange>;

/** `140388-9028` → `140388-****`: enough for the main user to tell people apart. */
const masked = (personalId: string) => `${personalId.slice(0, 7)}****`;

const mainUserOnly = () => new BankError('customer', 'purchaseRights.refusals.mainUserOnly', 403);

/**
 * The rights of people to act for a company (ostovaltuudet): listed for whoever may see the
 * company; granted and removed by its main user alone, each change confirmed by strong
 * identification and carried out once. A granted person gets the company in their account
 * switch (a user row is made for a person the bank has not met, for when they identify).
 */
export function createPurchaseRightsService(db: Database, flows: AuthFlowService, now: () => Date) {
  async function activeRight(companyId: string, rightId: string) {
    const [right] = await db
      .select({
        id: purchaseRights.id,
        userId: purchaseRights.userId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(purchaseRights)
      .innerJoin(users, eq(users.id, purchaseRights.userId))
      .where(
        and(
          eq(purchaseRights.id, rightId),
          eq(purchaseRights.companyId, companyId),
          isNull(purchaseRights.removedAt),
        ),
      );
    return right;
  }

  async function assertMainUser(tx: Database | Transaction, userId: string, companyId: string) {
    const [right] = await tx
      .select({ role: customerRights.role })
      .from(customerRights)
      .where(and(eq(customerRights.userId, userId), eq(customerRights.customerId, companyId)));
    if (!right || !mayGrantPurchaseRights(right.role)) throw mainUserOnly();
  }

  async function list(companyId: string) {
    const rows = await db
      .select({
        id: purchaseRights.id,
        firstName: users.firstName,
        lastName: users.lastName,
        personalId: users.personalId,
        grantedAt: purchaseRights.grantedAt,
      })
      .from(purchaseRights)
      .innerJoin(users, eq(users.id, purchaseRights.userId))
      .where(and(eq(purchaseRights.companyId, companyId), isNull(purchaseRights.removedAt)))
      .orderBy(asc(users.lastName), asc(users.firstName));
    return {
      Rights: rows.map((row) => ({
        Id: row.id,
        Name: `${row.firstName} ${row.lastName}`,
        MaskedPersonalId: masked(row.personalId),
        GrantedAt: row.grantedAt.toISOString(),
      })),
    };
  }

  async function prepare(
    session: BankSession,
    change: PurchaseRightChange,
    name: string,
    language: Language,
  ) {
    const approval = message(
      change.action === 'grant'
        ? 'purchaseRights.approval.grant'
        : 'purchaseRights.approval.remove',
      { name, company: session.customerName },
    );
    const flow = await flows.prepareConfirmation(session, 'PurchaseRights', {
      approval,
      data: change,
    });
    return { SessionId: flow.id, ApprovalText: textOf(approval, language) };
  }

  /** The person's user row, made for a person the bank has not met. */
  async function userFor(
    tx: Transaction,
    grant: Extract<PurchaseRightChange, { action: 'grant' }>,
  ) {
    await tx
      .insert(users)
      .values({
        personalId: grant.personalId,
        firstName: grant.firstName,
        lastName: grant.lastName,
      })
      .onConflictDoNothing();
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.personalId, grant.personalId));
    return user!.id;
  }

  return {
    list: (session: BankSession) => list(session.customerId),

    async prepareGrant(session: BankSession, grant: PurchaseRightGrant, language: Language) {
      await assertMainUser(db, session.userId, session.customerId);
      const [existing] = await db
        .select({ role: customerRights.role })
        .from(customerRights)
        .innerJoin(users, eq(users.id, customerRights.userId))
        .where(
          and(
            eq(users.personalId, grant.PersonalId),
            eq(customerRights.customerId, session.customerId),
          ),
        );
      if (existing) throw new BankError('PersonalId', 'purchaseRights.refusals.hasRight', 409);
      return prepare(
        session,
        {
          action: 'grant',
          personalId: grant.PersonalId,
          firstName: grant.FirstName,
          lastName: grant.LastName,
        },
        `${grant.FirstName} ${grant.LastName}`,
        language,
      );
    },

    async prepareRemoval(session: BankSession, rightId: string, language: Language) {
      await assertMainUser(db, session.userId, session.customerId);
      const right = await activeRight(session.customerId, rightId);
      if (!right) throw new BankError('Id', 'purchaseRights.refusals.notFound', 404);
      return prepare(
        session,
        { action: 'remove', rightId },
        `${right.firstName} ${right.lastName}`,
        language,
      );
    },

    /** The confirmed change, carried out once by the confirmation flow, by a main user still. */
    async carryOut(owner: OperationOwner, change: PurchaseRightChange): Promise<void> {
      await db.transaction(async (tx) => {
        await assertMainUser(tx, owner.userId, owner.customerId);
        if (change.action === 'grant') {
          const userId = await userFor(tx, change);
          const [granted] = await tx
            .insert(customerRights)
            .values({ userId, customerId: owner.customerId, role: 'Authorized' })
            .onConflictDoNothing()
            .returning({ userId: customerRights.userId });
          if (!granted) return;
          await tx.insert(purchaseRights).values({
            companyId: owner.customerId,
            userId,
            grantedBy: owner.userId,
            grantedAt: now(),
          });
          return;
        }
        const [removed] = await tx
          .update(purchaseRights)
          .set({ removedAt: now(), removedBy: owner.userId })
          .where(
            and(
              eq(purchaseRights.id, change.rightId),
              eq(purchaseRights.companyId, owner.customerId),
              isNull(purchaseRights.removedAt),
            ),
          )
          .returning({ userId: purchaseRights.userId });
        if (!removed) return;
        // Its sessions on the company lose their right with it (a session is only as good as its right).
        await tx
          .delete(customerRights)
          .where(
            and(
              eq(customerRights.userId, removed.userId),
              eq(customerRights.customerId, owner.customerId),
              eq(customerRights.role, 'Authorized'),
            ),
          );
      });
    },

    /** The rights, once the change a SessionId names was confirmed for this company. */
    async complete(session: BankSession, sessionId: string) {
      const [flow] = await db
        .select({ status: authFlows.status })
        .from(authFlows)
        .where(
          and(
            eq(authFlows.id, sessionId),
            eq(authFlows.kind, 'PurchaseRights'),
            eq(authFlows.customerId, session.customerId),
          ),
        );
      if (flow?.status !== 'ok') {
        throw new BankError('SessionId', 'purchaseRights.refusals.notConfirmed', 422);
      }
      return list(session.customerId);
    },
  };
}

export type PurchaseRightsService = ReturnType<typeof createPurchaseRightsService>;
