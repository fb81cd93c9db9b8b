import { useTranslation } from 'react-i18next';
import { instalmentProgress } from '../../../domain/loans/instalments';
import { remainingCapital } from '../../../domain/loans/remainingCapital';
import { isLimit, type Loan } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { InstalmentProgress } from '../../../ui/InstalmentProgress';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';

/**
 * Where the loan stands: capital, paid, remaining and the instalments paid of all. A limit's
 * capital is its credit limit; what is drawn of it is in its transactions, so no 'remaining'.
 */
export function LoanFigures({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const limit = isLimit(loan);
  const items: ValueListItem[] = [
    {
      id: 'Capital',
      term: limit ? t('loans.details.creditLimit') : t('loans.details.capital'),
      value: <Money cents={loan.Capital} tone="plain" />,
    },
    {
      id: 'CapitalPaid',
      term: t('loans.details.paid'),
      value: <Money cents={loan.CapitalPaid} tone="plain" />,
    },
    ...(limit
      ? []
      : [
          {
            id: 'Remaining',
            term: t('loans.details.remaining'),
            value: <Money cents={remainingCapital(loan)} tone="plain" />,
          },
        ]),
    {
      id: 'OpeningDate',
      term: t('loans.details.openingDate'),
      value: <DateText date={loan.OpeningDate} />,
    },
    ...(loan.PurposeEnum
      ? [
          {
            id: 'PurposeEnum',
            term: t('loans.details.purpose'),
            value: t(`loans.purpose.${loan.PurposeEnum}`),
          },
        ]
      : []),
  ];
  return (
    <Panel as="section" aria-label={t('loans.details.figures')}>
      <Stack gap={4}>
        <ValueList items={items} />
        {!limit && <InstalmentProgress {...instalmentProgress(loan)} />}
      </Stack>
    </Panel>
  );
}
