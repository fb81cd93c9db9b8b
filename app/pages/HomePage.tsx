import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../ui/AlertBox';
import { Stack } from '../../ui/Stack';
import { AccountGroups } from '../features/accounts/AccountGroups';
import { NextLoanInstalment } from '../features/loans/NextLoanInstalment';
import { HomeReferral } from '../features/referral/HomeReferral';
import { useCustomer } from '../shell/customer';
import { mayView } from '../shell/customerView';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/**
 * The first page after login: who you are, your accounts, your next loan instalment and the
 * referral programme. A
 * company's card holder, who may not see the company's money, is told where their card is.
 */
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
      {mayView(customer) ? (
        <>
          <NextLoanInstalment />
          <AccountGroups />
          <HomeReferral />
        </>
      ) : (
        <AlertBox tone="info">{t('home.cardHolder')}</AlertBox>
      )}
    </Stack>
  );
}
