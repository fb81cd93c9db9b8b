import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Stack } from '../../../ui/Stack';
import { FocusedHeading } from '../../shell/FocusedHeading';
import type { CompanyLoanApplication } from './api';
import { signingAddress } from './addresses';

/** The credit decision on the application just sent, and the way to its signing. */
export function Decision({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  const { Status, DecisionReason } = application;
  return (
    <Stack gap={4}>
      <FocusedHeading>{t(`companyLoan.decision.${Status}`)}</FocusedHeading>
      {DecisionReason && (
        <AlertBox tone={Status === 'Rejected' ? 'error' : 'info'}>
          <span>{t(`companyLoan.reasons.${DecisionReason}`)}</span>
        </AlertBox>
      )}
      {Status === 'WaitingForSignatures' && (
        <>
          <p>{t('companyLoan.decision.signLead')}</p>
          <div>
            <ButtonLink href={signingAddress(application.Id)}>
              {t('companyLoan.decision.toSigning')}
            </ButtonLink>
          </div>
        </>
      )}
    </Stack>
  );
}
