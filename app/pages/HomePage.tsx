import { useTranslation } from 'react-i18next';
import { Stack } from '../../ui/Stack';
import { AccountGroups } from '../features/accounts/AccountGroups';
import { useCustomer } from '../shell/customer';
import { NextLoanInstalment } from '../features/loans/NextLoanInstalment';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** The first page after login: who you are, your accounts and your next loan instalment. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const { data: customer } = useCustomer();
  if (!customer) return null;
  return (
    <Stack gap={6}>
      <h1>
        {customer.customerType === 'Company'
          ? t('home.company', { name: customer.Name })
          : t('home.greeting', { name: customer.FirstName })}
      </h1>
      <NextLoanInstalment />
      <AccountGroups customerType={customer.customerType} />
    </Stack>
  );
}
