import { useTranslation } from 'react-i18next';
import { nextInstalment } from '../../../domain/instalments';
import { AlertBox } from '../../../ui/AlertBox';
import { NextInstalmentPanel } from '../../../ui/NextInstalmentPanel';
import { useKycPermission } from '../../shell/useKycPermission';
import { useLoanSummary } from './api';

/** The soonest instalment of all the customer's loans, with its pay and move-due-date actions. */
export function NextLoanInstalment() {
  const { t } = useTranslation();
  const { data: loans, isError } = useLoanSummary();
  const permission = useKycPermission();
  const today = new Date();
  if (isError) return <AlertBox tone="error">{t('bank.home.loansFailed')}</AlertBox>;
  const soonest = (loans ?? [])
    .map((loan) => ({ loan, next: nextInstalment(loan, today) }))
    .filter((candidate) => candidate.next !== null)
    .sort((a, b) => a.next!.dueDate.localeCompare(b.next!.dueDate))[0];
  if (!soonest || !permission) return null;
  return (
    <NextInstalmentPanel
      loan={soonest.loan}
      today={today}
      actionsEnabled={permission.allowed}
      disabledReason={permission.explanation}
    />
  );
}
