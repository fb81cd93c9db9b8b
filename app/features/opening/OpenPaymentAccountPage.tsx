import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { OpenAccountFlow } from './OpenAccountFlow';

/** `/bank/accounts/open-payment-account`: the plus button of 'Käyttötilit'. */
export function OpenPaymentAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('opening.paymentTitle'));
  const { data: customer } = useCustomer();
  return (
    <Stack gap={5}>
      <h1>{t('opening.paymentTitle')}</h1>
      <ActionGate blockedTitle={t('opening.blocked')}>
        {customer && (
          <OpenAccountFlow
            kind="payment"
            product="payment-account"
            customerType={customer.customerType}
            intro={<p>{t('opening.paymentIntro')}</p>}
          />
        )}
      </ActionGate>
    </Stack>
  );
}
