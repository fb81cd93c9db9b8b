import { useTranslation } from 'react-i18next';
import { kycStatus, type KycStatus } from '../../../domain/customer/kyc';
import { AlertBox, type AlertTone } from '../../../ui/AlertBox';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { privateCustomerSurvey } from '../../../api/kycSurvey';
import { useCallMutation } from '../../data/calls';
import { useKyc } from '../../shell/customer';
import { KycSurveyForm } from '../../shell/KycSurveyForm';
import { LoadFailed } from '../../shell/LoadFailed';
import { ChangeSection } from './ChangeSection';

type ShownStatus = Exclude<KycStatus, 'ReadOnly'>;

const TONES: Record<ShownStatus, AlertTone> = {
  Verified: 'success',
  ExpiresSoon: 'warning',
  Expired: 'error',
  NotVerified: 'info',
};

/**
 * The person's KYC state (valid, expiring, expired) and its renewal by the private customer
 * survey; a view-only user sees neither, as only those who may act renew it.
 */
export function KycRenewal({ onRenewed }: { onRenewed: (notice: string) => void }) {
  const { t } = useTranslation();
  const kyc = useKyc();
  const renew = useCallMutation(privateCustomerSurvey);
  if (kyc.isError) {
    return (
      <LoadFailed
        title={t('customer.kyc.loadFailed')}
        error={kyc.error}
        onRetry={() => void kyc.refetch()}
      />
    );
  }
  if (!kyc.data || kyc.data.IsViewOnly) return null;
  const status = kycStatus(kyc.data, new Date()) as ShownStatus;
  const day = kyc.data.KycValidTo;
  return (
    <Panel>
      <Stack gap={3}>
        <h2>{t('customer.kyc.heading')}</h2>
        <p>{t('customer.kyc.lead')}</p>
        {(day !== null || status === 'NotVerified') && (
          <AlertBox tone={TONES[status]}>
            <span>{t(`customer.kyc.status.${status}`, { day: day ?? '' })}</span>
          </AlertBox>
        )}
        <ChangeSection heading={t('customer.kyc.formHeading')} open={t('customer.kyc.open')}>
          {(close) => (
            <KycSurveyForm
              busy={renew.isPending}
              onAnswers={async (answers) => {
                const renewed = await renew.mutateAsync(answers);
                close();
                onRenewed(t('customer.kyc.renewed', { day: renewed.KycValidTo ?? '' }));
              }}
            />
          )}
        </ChangeSection>
      </Stack>
    </Panel>
  );
}
