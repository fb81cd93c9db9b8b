import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { communicationThreads } from '../../api/communication';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useCall } from '../data/calls';

const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge.red.surface};
  color: ${({ theme }) => theme.colors.badge.red.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
`;

/**
 * The bank's unread messages beside the menu's 'Viestit': the number on screen, the words
 * for a screen reader ('Viestit (2 lukematonta)'); nothing when all are read or the inbox could not be read. It is the
 * inbox's own answer, so reading a thread (which refetches the inbox) clears it.
 */
export function UnreadMessages() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useCall(
    communicationThreads,
    {},
    {
      select: (inbox) => inbox.UnreadCount,
    },
  );
  if (unread === 0) return null;
  return (
    <>
      <Count aria-hidden="true">{unread}</Count>
      <VisuallyHidden> ({t('menu.unreadMessages', { count: unread })})</VisuallyHidden>
    </>
  );
}
