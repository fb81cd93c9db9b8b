import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link';
import { Stack } from '../../../ui/Stack';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AccountGroups } from './AccountGroups';

/** All the customer's accounts, grouped. */
export function AccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.accounts'));
  return (
    <Stack gap={5}>
      <Stack direction="horizontal" gap={4} align="center" wrap>
        <h1>{t('menu.accounts')}</h1>
        <Link href="/bank/accounts/future-payments">{t('accounts.futurePayments')}</Link>
      </Stack>
      <AccountGroups />
    </Stack>
  );
}
