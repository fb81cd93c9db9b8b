import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { ReferralInvitation } from './ReferralInvitation';

/**
 * The referral programme on the home page, once the accounts have come: the page's account list
 * already says when they are loading or could not be loaded.
 */
export function HomeReferral() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: accounts } = useOwnAccounts();
  if (!accounts) return null;
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <h2 id={headingId}>{t('referral.title')}</h2>
        <p>{t('referral.lead')}</p>
        <ReferralInvitation accounts={accounts} />
      </Stack>
    </Panel>
  );
}
