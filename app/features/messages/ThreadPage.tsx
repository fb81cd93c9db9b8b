import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  communicationGetThread,
  communicationThreads,
  type Thread,
} from '../../../api/communication';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { callKey, useCall } from '../../data/calls';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { DraftEditor } from './DraftEditor';
import { MessageList } from './MessageList';
import { useInboxPath } from './paths';
import { ReplyForm } from './ReplyForm';

/** `…/messages/{threadId}`: a thread's messages, its drafts to finish, and a reply. */
export function ThreadPage() {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const valid = isEntityId(threadId);
  const inboxPath = useInboxPath();
  const thread = useCall(communicationGetThread, { ThreadId: threadId ?? '' }, { enabled: valid });
  useDocumentTitle(thread.data?.Subject ?? t('messages.title'));
  useInboxRefreshOnRead(thread.data);
  const notFound = !valid || thread.error?.status === 404;

  return (
    <Stack gap={5}>
      <div>
        <Link href={inboxPath}>{t('messages.thread.back')}</Link>
      </div>
      {notFound ? (
        <>
          <h1>{t('messages.title')}</h1>
          <AlertBox tone="error" title={t('messages.refusals.threadNotFound')} />
        </>
      ) : thread.isError ? (
        <>
          <h1>{t('messages.title')}</h1>
          <LoadFailed
            title={t('messages.thread.loadFailed')}
            error={thread.error}
            onRetry={() => void thread.refetch()}
          />
        </>
      ) : thread.data ? (
        <ThreadView thread={thread.data} />
      ) : (
        <LoadingOverlay loading>
          <h1>{t('messages.title')}</h1>
        </LoadingOverlay>
      )}
    </Stack>
  );
}

function ThreadView({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  const sent = thread.Messages.filter((message) => !message.IsDraft);
  const drafts = thread.Messages.filter((message) => message.IsDraft);
  return (
    <>
      <h1>{thread.Subject}</h1>
      <MessageList messages={sent} />
      {drafts.map((draft) => (
        <DraftEditor key={draft.Id} draft={draft} />
      ))}
      {drafts.length === 0 && (
        <section aria-labelledby="reply-heading">
          <Stack gap={4}>
            <h2 id="reply-heading">{t('messages.thread.reply')}</h2>
            <ReplyForm threadId={thread.Id} />
          </Stack>
        </section>
      )}
    </>
  );
}

/** Reading marked the bank's messages read: the inbox and the menu's count are fetched anew. */
function useInboxRefreshOnRead(thread: Thread | undefined) {
  const queryClient = useQueryClient();
  const newlyRead = thread?.Messages.some((message) => message.WasUnread) ?? false;
  useEffect(() => {
    if (newlyRead) {
      void queryClient.invalidateQueries({ queryKey: callKey(communicationThreads, {}) });
    }
  }, [newlyRead, thread, queryClient]);
}
