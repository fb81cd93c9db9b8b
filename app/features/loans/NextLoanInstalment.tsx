import { useTranslation } from 'react-i18next';
import * as loans from '../../../api/loans';
import { nextInstalment } from '../../../domain/loans/instalments';
import { NextInstalmentPanel } from '../../../ui/NextInstalmentPanel';
import { useCall } from '../../data/calls';
import { LoadFailed } from '../../shell/LoadFailed';
import { useKycPermission } from '../../shell/useKycPermission';

/** The soonest instalment of all the customer's loans, with its pay and move-due-date actions. */
export function NextLoanInstalment() {
  const { t } = useTranslation();
  const { data: summary, isError, error, refetch } = useCall(loans.summary, {});
  const permission = useKycPermission();
  const today = new Date();
  if (isError) {
    return (
      <LoadFailed title={t('home.loansFailed')} error={error} onRetry={() => void refetch()} />
    );
  }
  const soonest = (summary ?? [])
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
