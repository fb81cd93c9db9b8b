import { useTranslation } from 'react-i18next';
import { eurosToCents } from '../../../domain/money/money';
import { Money } from '../../../ui/Money';
import { ValueList } from '../../../ui/ValueList';
import type { CompanyLoanApplication } from './api';

/** What is being signed: the company, the loan type and the offer's figures. */
export function ApplicationSummary({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  const offer = application.Offer;
  return (
    <ValueList
      items={[
        {
          id: 'company',
          term: t('companyLoan.summary.company'),
          value: `${application.CompanyName} (${application.BusinessId})`,
        },
        {
          id: 'type',
          term: t('companyLoan.summary.loanType'),
          value: t(`companyLoan.loanNames.${application.LoanType}`),
        },
        {
          id: 'amount',
          term: t('companyLoan.summary.amount'),
          value: <Money cents={application.ApprovedAmount ?? application.Amount} tone="plain" />,
        },
        {
          id: 'months',
          term: t('companyLoan.summary.months'),
          value: t('companyLoan.calculator.monthsValue', {
            months: offer?.InstallmentCount ?? application.InstallmentCount,
          }),
        },
        ...(offer
          ? [
              {
                id: 'instalment',
                term: t('companyLoan.offer.instalment'),
                value: <Money cents={eurosToCents(offer.InstallmentAmount)} tone="plain" />,
              },
              {
                id: 'effectiveRate',
                term: t('companyLoan.offer.effectiveRate'),
                value: t('companyLoan.offer.percent', { value: offer.EffectiveAnnualRate }),
              },
            ]
          : []),
      ]}
    />
  );
}
