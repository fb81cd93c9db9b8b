import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { Stack } from '../../../ui/Stack';
import type { LoanApplication } from './api';
import { LANDING_PATH } from './landingAddress';

/**
 * What an application that will not become a loan now says: refused, waiting, cancelled by the
 * applicant, or otherwise closed.
 */
export function DecisionOutcome({ application }: { application: LoanApplication }) {
  const { t } = useTranslation();
  const reason =
    application.DecisionReason && t(`loanApplication.reasons.${application.DecisionReason}`);
  switch (application.Status) {
    case 'Rejected':
      return (
        <AlertBox tone="error" title={t('loanApplication.outcome.rejected')}>
          {reason}
        </AlertBox>
      );
    case 'WaitingForVerification':
      return (
        <AlertBox tone="info" title={t('loanApplication.outcome.waiting')}>
          {reason ?? t('loanApplication.reasons.verification')}
        </AlertBox>
      );
    default:
      return (
        <Stack gap={4}>
          <AlertBox
            tone="info"
            title={t(
              application.Status === 'Cancelled'
                ? 'loanApplication.outcome.cancelled'
                : 'loanApplication.outcome.closed',
            )}
          />
          <p>
            <Link href={LANDING_PATH}>{t('loanApplication.outcome.startAgain')}</Link>
          </p>
        </Stack>
      );
  }
}
