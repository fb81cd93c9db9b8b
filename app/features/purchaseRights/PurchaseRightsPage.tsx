import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/purchaseRights';
import { mayGrantPurchaseRights } from '../../../domain/company/purchaseRights';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { useCall } from '../../data/calls';
import { useReturnStatus } from '../../data/useReturnStatus';
import { useCustomer } from '../../shell/customer';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { GrantForm } from './GrantForm';
import { PurchaseRightsOutcome } from './PurchaseRightsOutcome';
import { RightList } from './RightList';

/**
 * `/bank/company/purchase-rights` ('Valtuudet'): the people with a right to act for the company.
 * Its main user grants and removes them, each change confirmed by strong identification.
 */
export function PurchaseRightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('purchaseRights.title'));
  const status = useReturnStatus();
  const customer = useCustomer();
  const rights = useCall(calls.purchaseRights, {});
  const mayChange = customer.data !== undefined && mayGrantPurchaseRights(customer.data.Role);
  return (
    <Stack gap={5}>
      <h1>{t('purchaseRights.title')}</h1>
      <p>{t('purchaseRights.lead')}</p>
      {status && <PurchaseRightsOutcome status={status} />}
      <WhenLoaded queries={[customer, rights]} failedTitle={t('purchaseRights.loadFailed')}>
        {(_, loaded) => (
          <Stack gap={5}>
            <RightList rights={loaded.Rights} mayChange={mayChange} />
            {mayChange ? (
              <GrantForm />
            ) : (
              <AlertBox tone="info">
                <span>{t('purchaseRights.mainUserOnly')}</span>
              </AlertBox>
            )}
          </Stack>
        )}
      </WhenLoaded>
    </Stack>
  );
}
