import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface InstalmentProgressProps {
  /** Instalments paid (domain `instalmentProgress(loan).paid`). */
  paid: number;
  /** All instalments of the loan. */
  total: number;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.action.selected};

  @media (prefers-reduced-motion: no-preference) {
    transition: width 300ms ease-out;
  }
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** A loan's instalments paid over all: a bar and '12 / 36 erää maksettu'. */
export function InstalmentProgress({ paid, total }: InstalmentProgressProps) {
  const { t } = useTranslation();
  const share = total > 0 ? Math.min(1, Math.max(0, paid / total)) : 0;
  return (
    <Wrapper>
      <Track
        role="progressbar"
        aria-label={t('kit.instalmentProgress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={paid}
        aria-valuetext={t('kit.instalmentProgress.valueText', { paid, total })}
      >
        <Fill style={{ width: `${share * 100}%` }} />
      </Track>
      {/* The progress bar says the same in words; read once. */}
      <Caption aria-hidden="true">{t('kit.instalmentProgress.text', { paid, total })}</Caption>
    </Wrapper>
  );
}
