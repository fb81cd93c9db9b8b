import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatWholeEuros } from '../../domain/money/amountLimit';
import {
  LOAN_CALCULATOR_DEFAULTS,
  loanCalculatorLimits,
  offerRowForAmount,
  type LoanCalculation,
  type LoanOfferRow,
} from '../../domain/loans/loanCalculator';
import { eurosToCents, formatMoney } from '../../domain/money/money';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { FormField } from '../FormField';
import { Money } from '../Money';
import { Slider } from '../Slider';
import { ValueList } from '../ValueList';
import { VisuallyHidden } from '../VisuallyHidden';
import { selectLoan, type LoanSelection } from './loanSelection';

export interface LoanCalculatorProps {
  /** The loan offer table (the loan offers query; `STANDARD_LOAN_OFFERS` in stories). */
  offers: readonly LoanOfferRow[];
  /** The starting amount in whole euros (10 000 unless told); snapped to the 1 000 € steps. */
  amount?: number;
  /** The starting duration in months (36 unless told); clamped to the amount's offer row. */
  months?: number;
  /** Called on every change of amount or duration with the new selection and its offer. */
  onChange?: (selection: LoanSelection) => void;
  /**
   * The loan application page ('/landing/loan-application'): the apply link goes there with
   * `Amount` and `InstallmentCount` added to its query.
   */
  applyHref?: string;
  /** Called by the apply button (when there is no `applyHref`). */
  onApply?: (selection: LoanSelection) => void;
}

/** A screen reader hears the new figures once the customer has stopped moving a slider. */
const ANNOUNCEMENT_DELAY_MS = 500;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.muted};
`;

const Instalment = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  & > dt {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  & > dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Example = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const NoOffer = styled.p`
  margin: 0;
`;

function euros(value: number): string {
  return formatMoney(eurosToCents(value));
}

/** `?Amount=12000&InstallmentCount=36` added to the application page's address. */
function applicationHref(base: string, { amount, months }: LoanSelection): string {
  const query = new URLSearchParams({ Amount: String(amount), InstallmentCount: String(months) });
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The text of the live region: the latest `text` once it has stayed the same for the delay.
 * Empty until the first change, so opening the calculator announces nothing.
 */
function useSettledAnnouncement(text: string): string {
  const initial = useRef(text);
  const changed = useRef(false);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!changed.current && text === initial.current) return undefined;
    changed.current = true;
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}

/**
 * The loan calculator: sliders for the amount (1 000 € steps) and the duration (1 month steps)
 * over the offer table, and the offer the domain's calculateLoan prices for them, with the
 * representative example that consumer-credit marketing must show. The figures change at once;
 * a polite live region says the new instalment and rate when the sliders settle.
 */
export function LoanCalculator({
  offers,
  amount = LOAN_CALCULATOR_DEFAULTS.amount,
  months = LOAN_CALCULATOR_DEFAULTS.months,
  onChange,
  applyHref,
  onApply,
}: LoanCalculatorProps) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState({ amount, months });
  const selection = useMemo(
    () => selectLoan(offers, requested.amount, requested.months),
    [offers, requested],
  );
  const { offer } = selection;
  // The sliders' handlers stay the same from step to step (they read the latest choice here), so
  // a step renders the slider moved and the figures, not the other slider's field.
  const latest = useRef({ offers, selection, onChange });
  useLayoutEffect(() => {
    latest.current = { offers, selection, onChange };
  });
  const choose = useCallback((change: { amount?: number; months?: number }) => {
    const { offers: rows, selection: chosen, onChange: changed } = latest.current;
    const next = selectLoan(rows, change.amount ?? chosen.amount, change.months ?? chosen.months);
    setRequested({ amount: next.amount, months: next.months });
    changed?.(next);
  }, []);
  const chooseAmount = useCallback((value: number) => choose({ amount: value }), [choose]);
  const chooseMonths = useCallback((value: number) => choose({ months: value }), [choose]);
  const formatMonths = useCallback(
    (value: number) => t('loanCalculator.monthsValue', { months: value }),
    [t],
  );
  const announcement = useSettledAnnouncement(
    offer
      ? t('loanCalculator.announcement', {
          instalment: euros(offer.InstallmentAmount),
          effectiveRate: offer.effectiveAnnualRate,
        })
      : t('loanCalculator.noOffer'),
  );

  const limits = useMemo(() => loanCalculatorLimits(offers), [offers]);
  // The duration slider spans what the amount's row offers; between rows, the whole table.
  const row = offerRowForAmount(offers, selection.amount);
  const minMonths = row?.RangeMinInstallmentCount ?? limits?.minMonths;
  const maxMonths = row?.RangeMaxInstallmentCount ?? limits?.maxMonths;
  const amountField = useMemo(
    () =>
      limits && (
        <FormField label={t('loanCalculator.amount')}>
          <Slider
            name="amount"
            value={selection.amount}
            min={limits.minAmount}
            max={limits.maxAmount}
            step={LOAN_CALCULATOR_DEFAULTS.amountStep}
            formatValue={formatWholeEuros}
            onChange={chooseAmount}
          />
        </FormField>
      ),
    [t, limits, selection.amount, chooseAmount],
  );
  const monthsField = useMemo(
    () => (
      <FormField label={t('loanCalculator.months')}>
        <Slider
          name="months"
          value={selection.months}
          min={minMonths}
          max={maxMonths}
          step={LOAN_CALCULATOR_DEFAULTS.monthStep}
          formatValue={formatMonths}
          onChange={chooseMonths}
        />
      </FormField>
    ),
    [t, selection.months, minMonths, maxMonths, formatMonths, chooseMonths],
  );

  if (!limits) {
    return <NoOffer>{t('loanCalculator.noOffer')}</NoOffer>;
  }

  return (
    <Root>
      {amountField}
      {monthsField}
      <Results>
        {offer ? <OfferFigures offer={offer} /> : <NoOffer>{t('loanCalculator.noOffer')}</NoOffer>}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </Results>
      {offer && applyHref !== undefined && (
        <ButtonLink href={applicationHref(applyHref, selection)}>
          {t('loanCalculator.apply')}
        </ButtonLink>
      )}
      {offer && applyHref === undefined && onApply && (
        <Button onClick={() => onApply(selection)}>{t('loanCalculator.apply')}</Button>
      )}
    </Root>
  );
}

function OfferFigures({ offer }: { offer: LoanCalculation }) {
  const { t } = useTranslation();
  const percent = (rate: number) => t('loanCalculator.percent', { rate });
  return (
    <>
      <Instalment>
        <dt>{t('loanCalculator.monthlyInstalment')}</dt>
        <dd>
          <Money cents={eurosToCents(offer.InstallmentAmount)} tone="plain" />
        </dd>
      </Instalment>
      <ValueList
        items={[
          {
            id: 'OpeningFee',
            term: t('loanCalculator.openingFee'),
            value: <Money cents={eurosToCents(offer.OpeningFee)} tone="plain" />,
          },
          {
            id: 'MonthlyFee',
            term: t('loanCalculator.monthlyFee'),
            value: <Money cents={eurosToCents(offer.MonthlyFee)} tone="plain" />,
          },
          {
            id: 'effectiveAnnualRate',
            term: t('loanCalculator.effectiveRate'),
            value: percent(offer.effectiveAnnualRate),
          },
          {
            id: 'interestRate',
            term: t('loanCalculator.interestRate'),
            value: percent(offer.interestRate),
          },
          {
            id: 'totalRepayment',
            term: t('loanCalculator.totalRepayment'),
            value: <Money cents={eurosToCents(offer.totalRepayment)} tone="plain" />,
          },
        ]}
      />
      <Example>
        {t('loanCalculator.example', {
          amount: formatWholeEuros(offer.Amount),
          months: offer.InstallmentCount,
          interestRate: offer.interestRate,
          openingFee: euros(offer.OpeningFee),
          monthlyFee: euros(offer.MonthlyFee),
          instalment: euros(offer.InstallmentAmount),
          effectiveRate: offer.effectiveAnnualRate,
          totalRepayment: euros(offer.totalRepayment),
        })}
      </Example>
    </>
  );
}
