import * as communication from '../../../api/communication';
import { prefetchCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { prefetching, whenViewer } from '../../shell/prefetch';

/** The inbox page reads the customer's threads. */
export const inboxLoader = prefetching((client) =>
  whenViewer(client, () => prefetchCall(client, communication.communicationThreads, {})),
);

/** A thread's page reads the thread (which marks the bank's messages in it read). */
export const threadLoader = prefetching((client, { params }) => {
  const { threadId } = params;
  if (!isEntityId(threadId)) return;
  whenViewer(client, () =>
    prefetchCall(client, communication.communicationGetThread, { ThreadId: threadId }),
  );
});
