import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { loanOffer } from '../../../api/loanApplication';
import { eurosToCents } from '../../../domain/money/money';
import { Money } from '../../../ui/Money';
import { ValueList } from '../../../ui/ValueList';

/** The offer's figures as consumer-credit law wants them shown before signing. */
export function OfferFigures({ offer }: { offer: z.output<typeof loanOffer> }) {
  const { t } = useTranslation();
  const money = (euros: number) => <Money cents={eurosToCents(euros)} tone="plain" />;
  const percent = (rate: number) => t('loanApplication.offer.percent', { rate });
  return (
    <ValueList
      items={[
        { id: 'Amount', term: t('loanApplication.offer.amount'), value: money(offer.Amount) },
        {
          id: 'InstallmentCount',
          term: t('loanApplication.offer.months'),
          value: t('loanApplication.offer.monthsValue', { months: offer.InstallmentCount }),
        },
        {
          id: 'InstallmentAmount',
          term: t('loanApplication.offer.instalment'),
          value: money(offer.InstallmentAmount),
        },
        {
          id: 'OpeningFee',
          term: t('loanApplication.offer.openingFee'),
          value: money(offer.OpeningFee),
        },
        {
          id: 'MonthlyFee',
          term: t('loanApplication.offer.monthlyFee'),
          value: money(offer.MonthlyFee),
        },
        {
          id: 'InterestRate',
          term: t('loanApplication.offer.interestRate'),
          value: percent(offer.InterestRate),
        },
        {
          id: 'EffectiveAnnualRate',
          term: t('loanApplication.offer.effectiveRate'),
          value: percent(offer.EffectiveAnnualRate),
        },
        {
          id: 'TotalRepayment',
          term: t('loanApplication.offer.totalRepayment'),
          value: money(offer.TotalRepayment),
        },
      ]}
    />
  );
}
