import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../ui/AlertBox';
import { Stack } from '../../../ui/Stack';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useFundingTotals } from './api';
import { FundingTotals } from './FundingTotals';
import { PurchaseInvoices } from './PurchaseInvoices';
import { SalesInvoices } from './SalesInvoices';

/**
 * `/bank/company/invoice-funding` ('Laskurahoitus'): the funding's totals, the sales invoices by
 * list and the purchase invoices. A company without an agreement is told how to ask for one.
 */
export function InvoiceFundingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invoiceFunding.title'));
  const totals = useFundingTotals();

  return (
    <Stack gap={5}>
      <h1>{t('invoiceFunding.title')}</h1>
      <p>{t('invoiceFunding.lead')}</p>
      <WhenLoaded queries={[totals]} failedTitle={t('invoiceFunding.totals.loadFailed')}>
        {(agreement) =>
          agreement ? (
            <>
              <FundingTotals totals={agreement} />
              <SalesInvoices />
              <PurchaseInvoices />
            </>
          ) : (
            <AlertBox tone="info">
              <span>{t('invoiceFunding.totals.none')}</span>
            </AlertBox>
          )
        }
      </WhenLoaded>
    </Stack>
  );
}
