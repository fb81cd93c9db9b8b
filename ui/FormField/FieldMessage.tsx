import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
// The error's drawing alone: a field does not carry the kit's whole icon set.
import { IconSvg } from '../Icon/IconSvg';
import { statusDrawings } from '../Icon/statusDrawings';
import { useMessageText } from '../MessageText';
import { VisuallyHidden } from '../VisuallyHidden';

export interface FieldMessageProps {
  /** The id a control's `aria-describedby` names while the message is shown. */
  id: string;
  /** The error to show, a text or a message code; nothing is shown while it is empty. */
  message?: string | null;
}

const Region = styled.div`
  color: ${({ theme }) => theme.colors.feedback.danger.text};
  font-size: ${({ theme }) => theme.typography.size.sm};

  &:not(:empty) {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const IconSlot = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.feedback.danger.border};
`;

/**
 * The error beneath a field. The live region is rendered before any error appears, so screen
 * readers announce the message when it arrives; the icon keeps the error visible without colour.
 */
export function FieldMessage({ id, message }: FieldMessageProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Region id={id} aria-live="polite" aria-atomic="true">
      {message && (
        <>
          <IconSlot>
            <IconSvg>{statusDrawings.error}</IconSvg>
          </IconSlot>
          <span>
            <VisuallyHidden>{t('common.errorPrefix')} </VisuallyHidden>
            {text(message)}
          </span>
        </>
      )}
    </Region>
  );
}
