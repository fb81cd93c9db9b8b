import { randomUUID } from 'node:crypto';
import type { Message } from '../../domain/errors/message';
import type { SeedPlan } from './plan';

/** One message of a seeded thread: the customer's words, or the bank's (a catalogue message). */
export type SeedMessage =
  | { from: 'Customer'; authorUserId: string; body: string; at: Date }
  | { from: 'Bank'; text: Message; at: Date; read: boolean };

/** A conversation of a demo customer with the bank, as if written on the messages' days. */
export function addThread(
  plan: SeedPlan,
  customerId: string,
  subject: string,
  messages: readonly SeedMessage[],
): void {
  const threadId = randomUUID();
  plan.messageThreads.push({
    id: threadId,
    customerId,
    subject,
    lastMessageAt: messages[messages.length - 1]!.at,
    createdAt: messages[0]!.at,
  });
  for (const message of messages) {
    plan.threadMessages.push(
      message.from === 'Customer'
        ? {
            threadId,
            customerId,
            sender: 'Customer',
            authorUserId: message.authorUserId,
            body: message.body,
            sentAt: message.at,
            createdAt: message.at,
          }
        : {
            threadId,
            customerId,
            sender: 'Bank',
            bankText: message.text,
            sentAt: message.at,
            readAt: message.read ? message.at : null,
            createdAt: message.at,
          },
    );
  }
}
