import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SemanticColors } from '../../themes';
import { IconSvg } from '../Icon/IconSvg';
import { statusDrawings } from '../Icon/statusDrawings';
import { IconButton } from '../IconButton';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertBoxProps {
  tone?: AlertTone;
  title?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** Shows a Sulje button that removes the alert. */
  dismissable?: boolean;
  /** Called when the user has closed the alert. */
  onDismiss?: () => void;
}

const feedbackOf: Record<AlertTone, keyof SemanticColors['feedback']> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.colors.feedback[feedbackOf[$tone]].border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.feedback[feedbackOf[$tone]].surface};
  color: ${({ theme, $tone }) => theme.colors.feedback[feedbackOf[$tone]].text};
`;

const IconSlot = styled.span<{ $tone: AlertTone }>`
  display: flex;
  padding-top: 2px;
  color: ${({ theme, $tone }) => theme.colors.feedback[feedbackOf[$tone]].border};
`;

const Message = styled.div`
  flex: 1;
  align-self: center;

  & > * {
    margin: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Dismiss = styled(IconButton)`
  margin: ${({ theme }) => `-${theme.space[2]} -${theme.space[2]} -${theme.space[2]} 0`};
`;

/**
 * A feedback message in four tones. Errors and warnings interrupt (role="alert"); info and
 * success wait their turn (role="status"). The icon repeats the tone without colour.
 */
export function AlertBox({
  tone = 'info',
  title,
  children,
  dismissable = false,
  onDismiss,
}: AlertBoxProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <Box $tone={tone}>
      <IconSlot $tone={tone}>
        <IconSvg size={24}>{statusDrawings[tone]}</IconSvg>
      </IconSlot>
      {/* The live region holds the message only, so the Sulje button is not read out with it. */}
      <Message role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
        {title && <Title>{title}</Title>}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </Message>
      {dismissable && <Dismiss icon="close" label={t('common.close')} onClick={dismiss} />}
    </Box>
  );
}
