import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AccountGroups } from './AccountGroups';

/** All the customer's accounts, grouped. */
export function AccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bank.nav.accounts'));
  const { data: customer } = useCustomer();
  return (
    <Stack gap={5}>
      <h1>{t('bank.nav.accounts')}</h1>
      {customer && <AccountGroups customerType={customer.customerType} />}
    </Stack>
  );
}
