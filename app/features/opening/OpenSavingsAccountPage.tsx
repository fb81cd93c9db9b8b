import { useTranslation } from 'react-i18next';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useBankConfig } from './api';
import { OpenAccountFlow } from './OpenAccountFlow';

/** `/bank/accounts/open-savings-account`: the plus button of 'Säästötilit'. */
export function OpenSavingsAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('opening.savingsTitle'));
  const { data: customer } = useCustomer();
  return (
    <Stack gap={5}>
      <h1>{t('opening.savingsTitle')}</h1>
      <ActionGate blockedTitle={t('opening.blocked')}>
        {customer && (
          <OpenAccountFlow
            kind="savings"
            product="savings-account"
            customerType={customer.customerType}
            intro={<SavingsIntro customerType={customer.customerType} />}
          />
        )}
      </ActionGate>
    </Stack>
  );
}

/** The product in brief, with today's rate from the bank's configuration. */
function SavingsIntro({ customerType }: { customerType: CustomerType }) {
  const { t } = useTranslation();
  const { data: config } = useBankConfig();
  const rate = config
    ? customerType === 'Company'
      ? config.Rates.CorporateSavings
      : config.Rates.Savings
    : undefined;
  return (
    <Stack gap={2}>
      <p>{t('opening.savingsIntro')}</p>
      {rate !== undefined && <p>{t('opening.savingsRate', { rate })}</p>}
      {customerType === 'Person' && <p>{t('opening.savingsWithdrawals')}</p>}
    </Stack>
  );
}
