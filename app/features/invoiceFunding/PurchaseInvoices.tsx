import { useTranslation } from 'react-i18next';
import { Stack } from '../../../ui/Stack';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { usePurchaseInvoices } from './api';
import { InvoiceList } from './InvoiceList';

/** The purchase invoices the bank has paid to their sellers for the company. */
export function PurchaseInvoices() {
  const { t } = useTranslation();
  const invoices = usePurchaseInvoices();
  return (
    <section aria-labelledby="purchase-invoices">
      <Stack gap={3}>
        <h2 id="purchase-invoices">{t('invoiceFunding.purchase.heading')}</h2>
        <WhenLoaded queries={[invoices]} failedTitle={t('invoiceFunding.purchase.loadFailed')}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('invoiceFunding.purchase.empty')}</p>
            ) : (
              <InvoiceList invoices={list} label={t('invoiceFunding.purchase.heading')} />
            )
          }
        </WhenLoaded>
      </Stack>
    </section>
  );
}
