import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface StepIndicatorProps {
  /** The step the user is on, from 1. */
  current: number;
  /** How many steps the flow has. */
  total: number;
  /** The progress bar's name when the page has several; defaults to 'Edistyminen'. */
  label?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Segments = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Segment = styled.span<{ $filled: boolean }>`
  flex: 1;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $filled }) =>
    $filled ? theme.colors.action.selected : theme.colors.border.control};
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * N equal segments filled up to the current step, with 'Vaihe 2/4' beneath. Screen readers get a
 * progress bar whose value text is the same words, so the caption itself is hidden from them.
 */
export function StepIndicator({ current, total, label }: StepIndicatorProps) {
  const { t } = useTranslation();
  const step = Math.min(Math.max(current, 1), total);
  const progress = t('common.stepIndicator.progress', { current: step, total });
  return (
    <Root
      role="progressbar"
      aria-label={label ?? t('common.stepIndicator.label')}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={step}
      aria-valuetext={progress}
    >
      <Segments>
        {Array.from({ length: total }, (_, index) => (
          <Segment key={index} $filled={index < step} />
        ))}
      </Segments>
      <Caption aria-hidden="true">{progress}</Caption>
    </Root>
  );
}
