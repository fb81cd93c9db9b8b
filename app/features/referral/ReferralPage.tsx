import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { ReferralInvitation } from './ReferralInvitation';

/** `/bank/referral`: the referral programme from the menu (the home page offers it too). */
export function ReferralPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('referral.title'));
  const accounts = useOwnAccounts();
  return (
    <Stack gap={5}>
      <h1>{t('referral.title')}</h1>
      <p>{t('referral.lead')}</p>
      <WhenLoaded queries={[accounts] as const} failedTitle={t('referral.loadFailed')}>
        {(list) => <ReferralInvitation accounts={list} />}
      </WhenLoaded>
    </Stack>
  );
}
