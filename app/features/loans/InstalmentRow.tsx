import { useTranslation } from 'react-i18next';
import { instalmentBadge } from '../../../domain/loans/instalments';
import type { Loan, LoanInstalment } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { ListRow } from '../../../ui/ListRow';
import { Money } from '../../../ui/Money';
import { StatusBadge } from '../../../ui/StatusBadge';

export interface InstalmentRowProps {
  loan: Loan;
  instalment: LoanInstalment;
  today: Date;
  /** The row is a button choosing this instalment. */
  onSelect?: () => void;
}

/**
 * An instalment in a list: its number, due date, open amount and badge ('Myöhässä' red,
 * 'Viimeinen erä', 'Uusi' green; a limit's overdue invoice is red too).
 */
export function InstalmentRow({ loan, instalment, today, onSelect }: InstalmentRowProps) {
  const { t } = useTranslation();
  const badge = instalmentBadge(instalment, loan, today);
  return (
    <ListRow
      onSelect={onSelect}
      title={t('loans.details.instalment', { order: instalment.InstallmentOrder })}
      details={<DateText date={instalment.DueDate} />}
      trailing={
        <>
          <Money cents={instalment.TotalOpen} tone="plain" />
          <StatusBadge tone={badge.tone} label={t(`kit.instalmentBadge.${badge.kind}`)} />
        </>
      }
    />
  );
}
