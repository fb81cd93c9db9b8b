import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageSender } from '../../api/communication';
import { message, type Message } from '../../domain/errors/message';
import type { Database } from '../db/database';
import { messageThreads, threadMessages, users } from '../db/schema';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The sandbox bank's answer to a thread's first message, in the reader's language. */
const AUTOMATIC_REPLY: Message = message('messages.automaticReply');

const threadNotFound = () =>
  new BankError('ThreadId', message('messages.refusals.threadNotFound'), 404);
const messageNotFound = () =>
  new BankError('MessageId', message('messages.refusals.messageNotFound'), 404);
const onlyDrafts = () => new BankError('MessageId', message('messages.refusals.onlyDrafts'), 422);

/** A message as the thread shows it; the bank's words are a message of the catalogue. */
export interface ThreadEntry {
  Id: string;
  Sender: MessageSender;
  AuthorName: string | null;
  words: string | Message;
  SentAt: string | null;
  IsDraft: boolean;
  WasUnread: boolean;
}

const unreadBankMessage = sql<number>`count(*) filter (where ${threadMessages.sender} = 'Bank' and ${threadMessages.readAt} is null)::int`;
const holdsDraft = sql<boolean>`coalesce(bool_or(${threadMessages.sentAt} is null), false)`;

/**
 * Messages with the bank: a customer's threads, each read and written only in the customer's own
 * session (another customer's thread is not found). A thread's first sent message gets the
 * sandbox bank's automatic answer in the same transaction. The customer deletes only drafts.
 */
export function createCommunicationService(db: Database, now: () => Date) {
  /** The customer's thread, locked against a concurrent first message; else not found. */
  async function lockThread(tx: Transaction, customerId: string, threadId: string) {
    const [thread] = await tx
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.id, threadId), eq(messageThreads.customerId, customerId)))
      .for('no key update');
    if (!thread) throw threadNotFound();
    return thread;
  }

  /**
   * Once the customer's message is sent into a locked thread at `at`: the bank answers it when it
   * is the first the customer has sent there (drafts not counting).
   */
  async function answerIfFirst(tx: Transaction, customerId: string, threadId: string, at: Date) {
    const [sent] = await tx
      .select({ n: count() })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.threadId, threadId),
          eq(threadMessages.sender, 'Customer'),
          sql`${threadMessages.sentAt} is not null`,
        ),
      );
    if (sent!.n !== 1) return;
    await tx.insert(threadMessages).values({
      threadId,
      customerId,
      sender: 'Bank',
      bankText: AUTOMATIC_REPLY,
      sentAt: at,
    });
  }

  /** Writes the customer's message (or draft) into a locked thread. */
  async function write(
    tx: Transaction,
    session: BankSession,
    threadId: string,
    body: string,
    isDraft: boolean,
  ) {
    const at = now();
    const [written] = await tx
      .insert(threadMessages)
      .values({
        threadId,
        customerId: session.customerId,
        sender: 'Customer',
        authorUserId: session.userId,
        body,
        sentAt: isDraft ? null : at,
      })
      .returning({ id: threadMessages.id });
    await tx
      .update(messageThreads)
      .set({ lastMessageAt: at })
      .where(eq(messageThreads.id, threadId));
    if (!isDraft) await answerIfFirst(tx, session.customerId, threadId, at);
    return { ThreadId: threadId, MessageId: written!.id };
  }

  /** The customer's own draft, locked; another's message, or none, is not found. */
  async function lockOwnMessage(tx: Transaction, customerId: string, messageId: string) {
    const [row] = await tx
      .select({
        threadId: threadMessages.threadId,
        sender: threadMessages.sender,
        sentAt: threadMessages.sentAt,
      })
      .from(threadMessages)
      .where(and(eq(threadMessages.id, messageId), eq(threadMessages.customerId, customerId)))
      .for('no key update');
    if (!row) throw messageNotFound();
    if (row.sender !== 'Customer' || row.sentAt !== null) throw onlyDrafts();
    return row;
  }

  /** The bank's unread messages to the customer: one count on a partial index. */
  async function unreadCount(customerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.customerId, customerId),
          eq(threadMessages.sender, 'Bank'),
          isNull(threadMessages.readAt),
        ),
      );
    return row!.n;
  }

  return {
    /** The customer's threads, the latest first, each with its unread messages and drafts. */
    async threads(session: BankSession) {
      const listing = db
        .select({
          Id: messageThreads.id,
          Subject: messageThreads.subject,
          lastMessageAt: messageThreads.lastMessageAt,
          UnreadCount: unreadBankMessage,
          HasDraft: holdsDraft,
        })
        .from(messageThreads)
        .innerJoin(threadMessages, eq(threadMessages.threadId, messageThreads.id))
        .where(eq(messageThreads.customerId, session.customerId))
        .groupBy(messageThreads.id)
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id));
      const [rows, unread] = await Promise.all([listing, unreadCount(session.customerId)]);
      return {
        UnreadCount: unread,
        Threads: rows.map(({ lastMessageAt, ...row }) => ({
          ...row,
          UnreadCount: Number(row.UnreadCount),
          LastMessageAt: lastMessageAt.toISOString(),
        })),
      };
    },

    /** One of the customer's threads, oldest message first; its bank messages become read. */
    async thread(session: BankSession, threadId: string) {
      return db.transaction(async (tx) => {
        const [thread] = await tx
          .select({ Id: messageThreads.id, Subject: messageThreads.subject })
          .from(messageThreads)
          .where(
            and(eq(messageThreads.id, threadId), eq(messageThreads.customerId, session.customerId)),
          );
        if (!thread) throw threadNotFound();
        const read = await tx
          .update(threadMessages)
          .set({ readAt: now() })
          .where(
            and(
              eq(threadMessages.threadId, threadId),
              eq(threadMessages.sender, 'Bank'),
              isNull(threadMessages.readAt),
            ),
          )
          .returning({ id: threadMessages.id });
        const newlyRead = new Set(read.map((row) => row.id));
        const rows = await tx
          .select({
            id: threadMessages.id,
            sender: threadMessages.sender,
            body: threadMessages.body,
            bankText: threadMessages.bankText,
            sentAt: threadMessages.sentAt,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(threadMessages)
          .leftJoin(users, eq(users.id, threadMessages.authorUserId))
          .where(eq(threadMessages.threadId, threadId))
          .orderBy(sql`${threadMessages.sentAt} asc nulls last`, asc(threadMessages.seq));
        const messages: ThreadEntry[] = rows.map((row) => ({
          Id: row.id,
          Sender: row.sender,
          AuthorName: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
          words: row.bankText ?? row.body ?? '',
          SentAt: row.sentAt?.toISOString() ?? null,
          IsDraft: row.sentAt === null,
          WasUnread: newlyRead.has(row.id),
        }));
        return { ...thread, messages };
      });
    },

    /** A new thread with its first message (sent, and answered, or kept as a draft). */
    async start(session: BankSession, input: { Subject: string; Body: string; IsDraft: boolean }) {
      return db.transaction(async (tx) => {
        const [thread] = await tx
          .insert(messageThreads)
          .values({ customerId: session.customerId, subject: input.Subject, lastMessageAt: now() })
          .returning({ id: messageThreads.id });
        return write(tx, session, thread!.id, input.Body, input.IsDraft);
      });
    },

    /** The customer's reply (or its draft) in one of their threads. */
    async reply(session: BankSession, input: { ThreadId: string; Body: string; IsDraft: boolean }) {
      return db.transaction(async (tx) => {
        await lockThread(tx, session.customerId, input.ThreadId);
        return write(tx, session, input.ThreadId, input.Body, input.IsDraft);
      });
    },

    /** Sends a draft of the customer's with its final words. */
    async sendDraft(session: BankSession, input: { MessageId: string; Body: string }) {
      return db.transaction(async (tx) => {
        const draft = await lockOwnMessage(tx, session.customerId, input.MessageId);
        await lockThread(tx, session.customerId, draft.threadId);
        const at = now();
        await tx
          .update(threadMessages)
          .set({ body: input.Body, sentAt: at, authorUserId: session.userId })
          .where(eq(threadMessages.id, input.MessageId));
        await tx
          .update(messageThreads)
          .set({ lastMessageAt: at })
          .where(eq(messageThreads.id, draft.threadId));
        await answerIfFirst(tx, session.customerId, draft.threadId, at);
        return { ThreadId: draft.threadId, MessageId: input.MessageId };
      });
    },

    /** Deletes a draft of the customer's; a thread left empty goes with it. */
    async deleteDraft(session: BankSession, messageId: string) {
      return db.transaction(async (tx) => {
        const draft = await lockOwnMessage(tx, session.customerId, messageId);
        await lockThread(tx, session.customerId, draft.threadId);
        await tx.delete(threadMessages).where(eq(threadMessages.id, messageId));
        const [left] = await tx
          .select({ n: count() })
          .from(threadMessages)
          .where(eq(threadMessages.threadId, draft.threadId));
        const emptied = left!.n === 0;
        if (emptied) await tx.delete(messageThreads).where(eq(messageThreads.id, draft.threadId));
        return { ThreadId: draft.threadId, ThreadDeleted: emptied };
      });
    },
  };
}

export type CommunicationService = ReturnType<typeof createCommunicationService>;
