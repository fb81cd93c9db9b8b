import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/communication';
import { textOf } from '../texts';

/** Messages with the bank: the inbox, a thread, writing, drafts. */
export async function communicationSlice(app: FastifyInstance) {
  const service = app.services.communication;

  app.serve(calls.communicationThreads, ({ session }) => service.threads(session));
  app.serve(calls.communicationGetThread, async ({ session, input, request }) => {
    const { messages, ...thread } = await service.thread(session, input.ThreadId);
    return {
      ...thread,
      // The bank's words in the reader's language; the customer's as they were written.
      Messages: messages.map(({ words, ...entry }) => ({
        ...entry,
        Body: textOf(words, request.language),
      })),
    };
  });
  app.serve(calls.communicationSendMessage, ({ session, input }) => service.start(session, input));
  app.serve(calls.communicationReplyThread, ({ session, input }) => service.reply(session, input));
  app.serve(calls.communicationSendDrafted, ({ session, input }) =>
    service.sendDraft(session, input),
  );
  app.serve(calls.communicationDeleteMessage, ({ session, input }) =>
    service.deleteDraft(session, input.MessageId),
  );
}
