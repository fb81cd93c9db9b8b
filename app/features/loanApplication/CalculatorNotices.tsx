import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { useMessageText } from '../../../ui/MessageText';
import type { ReturnStatus } from '../../data/returnStatus';

export interface CalculatorNoticesProps {
  /** How the identification the applicant took the choice to ended, back on the calculator. */
  returned: ReturnStatus | null;
  /** Why 'Hae lainaa' did not start the application. */
  failure: Error | null;
}

/**
 * What the calculator has to tell besides its figures: an identification that did not finish, an
 * application that did not start. A chunk of its own: the calculator's start shows none of it.
 */
export function CalculatorNotices({ returned, failure }: CalculatorNoticesProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <>
      {returned === 'cancel' && (
        <AlertBox tone="info">{t('loanCalculator.page.identificationCancelled')}</AlertBox>
      )}
      {returned === 'error' && (
        <AlertBox tone="error">{t('loanCalculator.page.identificationFailed')}</AlertBox>
      )}
      {failure && (
        <AlertBox tone="error" title={t('loanCalculator.page.startFailed')}>
          {text(failure.message)}
        </AlertBox>
      )}
    </>
  );
}
