import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermDepositCalculation } from '../../../domain/accounts/termDeposit';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { FormField } from '../../../ui/FormField';
import { Slider } from '../../../ui/Slider';
import { depositAmountValues } from './termDepositSliders';

/** One slider's value, as a form's field or a page's state holds it. */
export interface SliderField {
  name: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

export interface TermDepositSlidersProps {
  calculation: TermDepositCalculation;
  /** Whole euros. */
  amount: SliderField;
  months: SliderField;
}

/** The term deposit's amount and term, on the sliders the offers allow. */
export function TermDepositSliders({ calculation, amount, months }: TermDepositSlidersProps) {
  const { t } = useTranslation();
  const amounts = useMemo(() => depositAmountValues(calculation), [calculation]);
  return (
    <>
      <FormField label={t('opening.amount')} error={amount.error}>
        <Slider
          name={amount.name}
          value={amount.value}
          onChange={amount.onChange}
          values={amounts}
          formatValue={formatWholeEuros}
        />
      </FormField>
      <FormField label={t('accounts.deposit.duration')} error={months.error}>
        <Slider
          name={months.name}
          value={months.value}
          onChange={months.onChange}
          values={calculation.durations}
          formatValue={(value) => t('accounts.deposit.months', { count: value })}
        />
      </FormField>
    </>
  );
}
