import { useTranslation } from 'react-i18next';
import { Panel } from '../../../ui/Panel';
import { ValueList } from '../../../ui/ValueList';
import { accountIdentityItems } from '../../shell/accountIdentityItems';
import type { CertifiedAccount } from './CertificatePage';

/** Which account the certificate is of: its name, number and balance today. */
export function CertifiedAccountSummary({ account }: { account: CertifiedAccount }) {
  const { t } = useTranslation();
  const items = accountIdentityItems(account, {
    name: t('certificates.account'),
    iban: t('accounts.account.iban'),
    balance: t('accounts.account.balance'),
  });
  return (
    <Panel>
      <ValueList items={items} />
    </Panel>
  );
}
