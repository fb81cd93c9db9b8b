import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { communicationThreads, type ThreadSummary } from '../../../api/communication';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ListRow } from '../../../ui/ListRow';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { StatusBadge } from '../../../ui/StatusBadge';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useCall } from '../../data/calls';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useInboxPath, type InboxArrival } from './paths';
import { formatSentTime } from './sentTime';

const Threads = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Unread = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** `/bank/customer/messages`, `/bank/company/messages`: the threads, the unread ones marked. */
export function InboxPage() {
  const { t } = useTranslation();
  const title = t('messages.title');
  useDocumentTitle(title);
  const inboxPath = useInboxPath();
  const inbox = useCall(communicationThreads, {});

  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <ArrivalNote />
      <p>{t('messages.intro')}</p>
      <div>
        <ButtonLink href={`${inboxPath}/new`}>{t('messages.newMessage')}</ButtonLink>
      </div>
      {inbox.isError ? (
        <LoadFailed
          title={t('messages.loadFailed')}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : (
        <LoadingOverlay loading={inbox.isPending}>
          {inbox.data &&
            (inbox.data.Threads.length === 0 ? (
              <p>{t('messages.empty')}</p>
            ) : (
              <section aria-labelledby="message-threads">
                <VisuallyHidden>
                  <h2 id="message-threads">{t('messages.threads')}</h2>
                </VisuallyHidden>
                <Threads>
                  {inbox.data.Threads.map((thread) => (
                    <li key={thread.Id}>
                      <ThreadRow thread={thread} href={`${inboxPath}/${thread.Id}`} />
                    </li>
                  ))}
                </Threads>
              </section>
            ))}
        </LoadingOverlay>
      )}
    </Stack>
  );
}

/** One thread: its subject (bold while unread), its latest message, its marks. */
function ThreadRow({ thread, href }: { thread: ThreadSummary; href: string }) {
  const { t, i18n } = useTranslation();
  const unread = thread.UnreadCount > 0;
  return (
    <ListRow
      href={href}
      title={unread ? <Unread>{thread.Subject}</Unread> : thread.Subject}
      details={t('messages.lastMessage', {
        time: formatSentTime(thread.LastMessageAt, i18n.language),
      })}
      trailing={
        (unread || thread.HasDraft) && (
          <>
            {unread && (
              <>
                <span aria-hidden="true">
                  <StatusBadge tone="orange" label={t('messages.unreadMark')} />
                </span>
                <VisuallyHidden>
                  {t('messages.unread', { count: thread.UnreadCount })}
                </VisuallyHidden>
              </>
            )}
            {thread.HasDraft && <StatusBadge tone="neutral" label={t('messages.draftMark')} />}
          </>
        )
      }
    />
  );
}

/** After writing: the message was sent, or kept (or a draft deleted). */
function ArrivalNote() {
  const { t } = useTranslation();
  const { written } = (useLocation().state ?? {}) as InboxArrival;
  if (written === 'sent') {
    return (
      <AlertBox tone="success" title={t('messages.sent.title')}>
        {t('messages.sent.text')}
      </AlertBox>
    );
  }
  if (written === 'draft') {
    return (
      <AlertBox tone="success" title={t('messages.draftSaved.title')}>
        {t('messages.draftSaved.text')}
      </AlertBox>
    );
  }
  if (written === 'draftDeleted') {
    return <AlertBox tone="success" title={t('messages.draftDeleted')} />;
  }
  return null;
}
