import { useTranslation } from 'react-i18next';
import { update } from '../../../api/loanApplication';
import type { LoanOfferRow } from '../../../domain/loans/loanCalculator';
import { centsToEuros } from '../../../domain/money/money';
import { AlertBox } from '../../../ui/AlertBox';
import { LoanApplicationSummary } from '../../../ui/LoanApplicationSummary';
import { useMessageText } from '../../../ui/MessageText';
import { useCallMutation } from '../../data/calls';
import type { LoanApplication } from './api';

/**
 * The sticky summary of the amount and duration applied for; its edit dialog changes them at
 * the bank, which decides a decided application again.
 */
export function ApplicationSummary({
  application,
  offers,
}: {
  application: LoanApplication;
  offers: readonly LoanOfferRow[];
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const change = useCallMutation(update);
  const amount = centsToEuros(application.Amount);
  return (
    <>
      {change.isError && (
        <AlertBox tone="error" title={t('loanCalculator.page.changeFailed')}>
          {text(change.error.message)}
        </AlertBox>
      )}
      <LoanApplicationSummary
        // The bank may move the duration to what the amount allows: the summary starts from its answer.
        key={`${amount}/${application.InstallmentCount}`}
        offers={offers}
        amount={amount}
        months={application.InstallmentCount}
        onChange={(selection) =>
          change.mutate({
            Id: application.Id,
            Amount: selection.amount,
            InstallmentCount: selection.months,
          })
        }
      />
    </>
  );
}
