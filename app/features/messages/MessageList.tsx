import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ThreadMessage } from '../../../api/communication';
import { Panel } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { formatSentTime } from './sentTime';

const Messages = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Sender = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

// The customer's line breaks are theirs to keep; a long word must not widen a phone's page.
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The thread's sent messages, oldest first, each saying who wrote it and when. */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Messages aria-label={t('messages.thread.messages')}>
      {messages.map((message) => (
        <li key={message.Id}>
          <Panel as="article">
            <Heading>
              <Sender>
                {message.Sender === 'Bank'
                  ? t('messages.thread.bank')
                  : (message.AuthorName ?? t('messages.thread.you'))}
              </Sender>
              {message.SentAt && (
                <Time dateTime={message.SentAt}>
                  {t('messages.thread.sentAt', {
                    time: formatSentTime(message.SentAt, i18n.language),
                  })}
                </Time>
              )}
              {message.WasUnread && <StatusBadge tone="orange" label={t('messages.unreadMark')} />}
            </Heading>
            <Body>{message.Body}</Body>
          </Panel>
        </li>
      ))}
    </Messages>
  );
}
