import { useTranslation } from 'react-i18next';
import { nextInstalment } from '../../../domain/loans/instalments';
import { remainingCapital } from '../../../domain/loans/remainingCapital';
import { isLimit, type Loan } from '../../../domain/loans/loan';
import { DateText } from '../../../ui/DateText';
import { ListRow } from '../../../ui/ListRow';
import { Money } from '../../../ui/Money';

export type LoanRowProps = { loan: Loan } & ({ href: string } | { onSelect: () => void });

/** A loan or limit in a list: its name, type, next due date, and what is left or its limit. */
export function LoanRow({ loan, ...action }: LoanRowProps) {
  const { t } = useTranslation();
  const next = nextInstalment(loan, new Date());
  const limit = isLimit(loan);
  return (
    <ListRow
      {...action}
      title={loan.Name}
      details={
        <>
          <span>{t(`loans.type.${loan.TypeEnum}`)}</span>
          {next && (
            <span>
              {t('loans.list.nextDue')} <DateText date={next.dueDate} />
            </span>
          )}
        </>
      }
      trailing={
        <>
          <span>{limit ? t('loans.details.creditLimit') : t('loans.details.remaining')}</span>
          <Money cents={limit ? loan.Capital : remainingCapital(loan)} tone="plain" />
        </>
      }
    />
  );
}
