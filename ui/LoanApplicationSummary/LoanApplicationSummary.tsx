import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatWholeEuros } from '../../domain/money/amountLimit';
import type { LoanOfferRow } from '../../domain/loans/loanCalculator';
import { eurosToCents } from '../../domain/money/money';
import { Button } from '../Button';
import { LoanCalculator, selectLoan, type LoanSelection } from '../LoanCalculator';
import { Modal } from '../Modal';
import { Money } from '../Money';

export interface LoanApplicationSummaryProps {
  /** The loan offer table the edit dialog's calculator prices with. */
  offers: readonly LoanOfferRow[];
  /** The applied amount in whole euros, as the application starts with it. */
  amount: number;
  /** The applied duration in months. */
  months: number;
  /** Called when the customer saves the edit dialog, with the new selection. */
  onChange?: (selection: LoanSelection) => void;
}

const Summary = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    top: ${({ theme }) => theme.space[4]};
    bottom: auto;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
    border-top: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Title = styled.h2`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** A row of three figures on a phone; on wide screens one figure a line, name beside value. */
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
  }
  & dt {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};

    & > div {
      flex-direction: row;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
    }
    & dt {
      color: ${({ theme }) => theme.colors.text.default};
      font-size: inherit;
    }
  }
`;

/**
 * The loan application's summary: amount, duration and monthly instalment, in a bar that sticks
 * to the bottom of the viewport on a phone and a panel that sticks to the top beside the form on
 * wide screens (place it after the form, in a column of its own there). 'Muokkaa' opens a dialog
 * with the loan calculator; saving updates the summary and calls `onChange`, cancelling keeps it.
 */
export function LoanApplicationSummary({
  offers,
  amount,
  months,
  onChange,
}: LoanApplicationSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [saved, setSaved] = useState({ amount, months });
  // The calculator's latest selection while the dialog is open; null while it is closed.
  const [draft, setDraft] = useState<LoanSelection | null>(null);
  const selection = useMemo(() => selectLoan(offers, saved.amount, saved.months), [offers, saved]);

  function save() {
    if (!draft?.offer) return;
    setSaved({ amount: draft.amount, months: draft.months });
    setDraft(null);
    onChange?.(draft);
  }

  return (
    <Summary aria-labelledby={titleId}>
      <Title id={titleId}>{t('kit.loanApplicationSummary.title')}</Title>
      <Figures>
        <div>
          <dt>{t('loanCalculator.amount')}</dt>
          <dd>{formatWholeEuros(selection.amount)}</dd>
        </div>
        <div>
          <dt>{t('loanCalculator.months')}</dt>
          <dd>{t('loanCalculator.monthsValue', { months: selection.months })}</dd>
        </div>
        <div>
          <dt>{t('loanCalculator.monthlyInstalment')}</dt>
          <dd>
            {selection.offer ? (
              <Money cents={eurosToCents(selection.offer.InstallmentAmount)} tone="plain" />
            ) : (
              t('loanCalculator.noOffer')
            )}
          </dd>
        </div>
      </Figures>
      <Button variant="secondary" onClick={() => setDraft(selection)}>
        {t('kit.loanApplicationSummary.edit')}
      </Button>
      <Modal
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={t('kit.loanApplicationSummary.editTitle')}
        footer={
          <>
            <Button disabled={!draft?.offer} onClick={save}>
              {t('common.save')}
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      >
        <LoanCalculator
          offers={offers}
          amount={selection.amount}
          months={selection.months}
          onChange={setDraft}
        />
      </Modal>
    </Summary>
  );
}
