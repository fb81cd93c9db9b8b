/**
 * Messages with the bank: a customer's threads (a person's own, a company's shared by those who
 * may see its data), each a subject and its messages from the customer and from the bank.
 * Drafts are the customer's messages not yet sent; only they can be deleted, as the bank keeps
 * what was sent.
 *
 * Writing to the bank is not acting on the customer's money: whoever may see the customer's data
 * may write (`view`), a view-only user and one whose KYC has expired too (they most of all).
 */
import { z } from 'zod';
import { messageBody, messageSubject } from '../domain/communication/messageForm';
import { defineCall, type CallGroup } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'bank';

export const MESSAGE_SENDERS = ['Customer', 'Bank'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

const moment = z.iso.datetime({ offset: true });

/** A thread in the inbox: its subject, its latest message and what of it is unread. */
export const threadSummary = z.object({
  Id: z.uuid(),
  Subject: z.string(),
  LastMessageAt: moment,
  UnreadCount: z.int().nonnegative(),
  /** The thread holds a draft of the customer's (its first message, or a reply). */
  HasDraft: z.boolean(),
});
export type ThreadSummary = z.output<typeof threadSummary>;

/** The inbox, newest first, and the unread messages of all its threads (the menu's count). */
export const inbox = z.object({
  UnreadCount: z.int().nonnegative(),
  Threads: z.array(threadSummary),
});
export type Inbox = z.output<typeof inbox>;

/** One message of a thread; a draft has no sending time. */
export const threadMessage = z.object({
  Id: z.uuid(),
  Sender: z.enum(MESSAGE_SENDERS),
  /** Who of the customer wrote it (a company has several writers); null for the bank. */
  AuthorName: z.string().nullable(),
  Body: z.string(),
  SentAt: moment.nullable(),
  IsDraft: z.boolean(),
  /** The bank's message was unread until this reading. */
  WasUnread: z.boolean(),
});
export type ThreadMessage = z.output<typeof threadMessage>;

export const thread = z.object({
  Id: z.uuid(),
  Subject: z.string(),
  Messages: z.array(threadMessage),
});
export type Thread = z.output<typeof thread>;

/** Where a written message landed. */
export const messageSaved = z.object({ ThreadId: z.uuid(), MessageId: z.uuid() });

/** Send now, or keep as a draft to send later. */
const isDraft = z.boolean().default(false);

export const communicationThreads = defineCall({
  group,
  name: 'communication-threads',
  request: noPayload,
  response: inbox,
  policy: {
    summary: 'The customer’s message threads with the bank, newest first, with unread counts.',
    access: 'view',
    reads: ['messages'],
  },
});

export const communicationGetThread = defineCall({
  group,
  name: 'communication-get-thread',
  request: z.object({ ThreadId: entityId }),
  response: thread,
  policy: {
    // Reading marks the bank's messages read: the thread page refetches the inbox after it.
    summary: 'One thread with its messages, oldest first; the bank’s messages are then read.',
    access: 'view',
    reads: ['messages'],
  },
});

export const communicationSendMessage = defineCall({
  group,
  name: 'communication-send-message',
  request: z.object({ Subject: messageSubject, Body: messageBody, IsDraft: isDraft }),
  response: messageSaved,
  policy: {
    summary: 'Starts a thread with a message to the bank (or its draft); the bank answers it.',
    access: 'view',
    changes: ['messages'],
  },
});

export const communicationReplyThread = defineCall({
  group,
  name: 'communication-reply-thread',
  request: z.object({ ThreadId: entityId, Body: messageBody, IsDraft: isDraft }),
  response: messageSaved,
  policy: {
    summary: 'Adds the customer’s reply (or its draft) to a thread.',
    access: 'view',
    changes: ['messages'],
  },
});

export const communicationSendDrafted = defineCall({
  group,
  name: 'communication-send-drafted',
  request: z.object({ MessageId: entityId, Body: messageBody }),
  response: messageSaved,
  policy: {
    summary: 'Sends a draft with its final text; a thread’s first message gets the bank’s answer.',
    access: 'view',
    changes: ['messages'],
  },
});

export const communicationDeleteMessage = defineCall({
  group,
  name: 'communication-delete-message',
  request: z.object({ MessageId: entityId }),
  response: z.object({ ThreadId: z.uuid(), ThreadDeleted: z.boolean() }),
  policy: {
    summary: 'Deletes a draft of the customer’s; a thread of that draft alone goes with it.',
    access: 'view',
    changes: ['messages'],
  },
});
