import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  cardHolderInvitation,
  cardHolderInvitationForInvitee,
  companyCardHolder,
} from '../../api/cardHolders';
import { message } from '../../domain/errors/message';
import type { Language } from '../../i18n';
import type { Database, Transaction } from '../db/database';
import {
  cardHolderInvitations,
  cards,
  customerRights,
  customers,
  outbox,
  users,
} from '../db/schema';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';

type Invitation = z.output<typeof cardHolderInvitation>;
type CardHolder = z.output<typeof companyCardHolder>;
type InviteeView = z.output<typeof cardHolderInvitationForInvitee.response>;
type InvitationRow = typeof cardHolderInvitations.$inferSelect;

/** The invitation with this id that also meets `also`, locked for the transaction's change. */
async function lockInvitation(
  tx: Transaction,
  invitationId: string,
  also: SQL,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(cardHolderInvitations)
    .where(and(eq(cardHolderInvitations.id, invitationId), also))
    .for('update');
  return row;
}

const NOT_ACCEPTED = ['Pending', 'Removed'] as const;

function toInvitation(row: InvitationRow & { status: Invitation['Status'] }): Invitation {
  return {
    Id: row.id,
    InsertTime: row.insertTime.toISOString(),
    CardLimit: row.cardLimit,
    Email: row.email,
    Status: row.status,
  };
}

/** Inviting people to hold the company's cards: the invitations not yet accepted, and its holders. */
export function createCardHolderInvitations(db: Database, now: () => Date) {
  /**
   * The company's invitation, locked, changed: an accepted one can no longer change, and one the
   * invited person rejected is out of the list, as if not there.
   */
  async function change(
    session: BankSession,
    invitationId: string,
    set: Partial<InvitationRow>,
  ): Promise<InvitationRow> {
    return db.transaction(async (tx) => {
      const row = await lockInvitation(
        tx,
        invitationId,
        eq(cardHolderInvitations.companyId, session.customerId),
      );
      if (!row || row.status === 'Rejected') {
        throw new BankError('invitationId', 'cards.refusals.invitationNotFound', 404);
      }
      if (row.status === 'Accepted') {
        throw new BankError('invitationId', 'cards.refusals.invitationAccepted', 422);
      }
      const [changed] = await tx
        .update(cardHolderInvitations)
        .set(set)
        .where(eq(cardHolderInvitations.id, row.id))
        .returning();
      return changed!;
    });
  }

  const answer = (row: InvitationRow) =>
    toInvitation({ ...row, status: row.status === 'Removed' ? 'Removed' : 'Pending' });

  return {
    async list(session: BankSession): Promise<Invitation[]> {
      const rows = await db
        .select()
        .from(cardHolderInvitations)
        .where(
          and(
            eq(cardHolderInvitations.companyId, session.customerId),
            inArray(cardHolderInvitations.status, [...NOT_ACCEPTED]),
          ),
        )
        .orderBy(desc(cardHolderInvitations.insertTime));
      return rows.map(answer);
    },

    async remove(session: BankSession, invitationId: string): Promise<Invitation> {
      return answer(await change(session, invitationId, { status: 'Removed' }));
    },

    /** Pending again, sent now to `email`: the invitation e-mail goes to the outbox. */
    async reactivate(
      session: BankSession,
      { invitationId, email }: { invitationId: string; email: string },
      language: Language,
    ): Promise<Invitation> {
      const row = await change(session, invitationId, {
        status: 'Pending',
        email,
        insertTime: now(),
      });
      const values = { company: session.customerName, limit: row.cardLimit };
      await db.insert(outbox).values({
        channel: 'email',
        recipient: email,
        subject: textOf(message('cards.invitationMail.subject', values), language),
        body: textOf(message('cards.invitationMail.body', values), language),
        customerId: session.customerId,
      });
      return answer(row);
    },

    /** An invitation as its link shows it to the invited person; a removed one is gone. */
    async forInvitee(invitationId: string): Promise<InviteeView> {
      const [row] = await db
        .select({
          id: cardHolderInvitations.id,
          company: customers.name,
          limit: cardHolderInvitations.cardLimit,
          status: cardHolderInvitations.status,
        })
        .from(cardHolderInvitations)
        .innerJoin(customers, eq(customers.id, cardHolderInvitations.companyId))
        .where(eq(cardHolderInvitations.id, invitationId));
      if (!row || row.status === 'Removed') {
        throw new BankError('invitationId', 'cards.refusals.invitationNotFound', 404);
      }
      return { Id: row.id, CompanyName: row.company, CardLimit: row.limit, Status: row.status };
    },

    /** The invited person's answer: a pending invitation only, once. */
    async answer(
      session: BankSession,
      { invitationId, Approved }: { invitationId: string; Approved: boolean },
    ): Promise<{ Id: string; Status: 'Accepted' | 'Rejected' }> {
      return db.transaction(async (tx) => {
        const row = await lockInvitation(
          tx,
          invitationId,
          eq(cardHolderInvitations.status, 'Pending'),
        );
        if (!row) throw new BankError('invitationId', 'cards.refusals.invitationNotFound', 404);
        const status = Approved ? 'Accepted' : 'Rejected';
        await tx
          .update(cardHolderInvitations)
          .set({ status })
          .where(eq(cardHolderInvitations.id, row.id));
        // Someone who already acts for the company keeps the right they have.
        if (Approved) {
          await tx
            .insert(customerRights)
            .values({ userId: session.userId, customerId: row.companyId, role: 'CardHolder' })
            .onConflictDoNothing();
        }
        return { Id: row.id, Status: status };
      });
    },

    /**
     * Everyone holding the company's cards, with the cards they hold (working or blocked), and
     * its main users and card holders who hold none yet: a card can be ordered for them.
     */
    async holders(session: BankSession): Promise<CardHolder[]> {
      const rows = await db
        .select({
          userId: cards.holderUserId,
          name: cards.holderName,
          cardId: cards.id,
          masked: cards.maskedCardNumber,
        })
        .from(cards)
        .where(
          and(
            eq(cards.customerId, session.customerId),
            inArray(cards.operatorStatus, ['CARD_OK', 'CARD_BLOCKED']),
          ),
        )
        .orderBy(asc(cards.holderName), asc(cards.maskedCardNumber));
      const holders = new Map<string, CardHolder>();
      for (const row of rows) {
        const key = row.userId ?? `name:${row.name}`;
        const holder = holders.get(key) ?? { UserId: row.userId, Name: row.name, Cards: [] };
        holder.Cards.push({ CardId: row.cardId, MaskedCardNumber: row.masked });
        holders.set(key, holder);
      }
      const withoutCards = await db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(customerRights)
        .innerJoin(users, eq(users.id, customerRights.userId))
        .where(
          and(
            eq(customerRights.customerId, session.customerId),
            inArray(customerRights.role, ['MainUser', 'CardHolder']),
          ),
        );
      for (const user of withoutCards) {
        if (holders.has(user.userId)) continue;
        const Name = `${user.firstName} ${user.lastName}`;
        holders.set(user.userId, { UserId: user.userId, Name, Cards: [] });
      }
      return [...holders.values()].sort((a, b) => a.Name.localeCompare(b.Name, 'fi'));
    },
  };
}
