import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SALES_FILTERS, type SalesFilter } from '../../../domain/invoiceFunding/invoiceStates';
import { SingleSelectButtons } from '../../../ui/SingleSelectButtons';
import { Stack } from '../../../ui/Stack';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useSalesInvoices } from './api';
import { InvoiceList } from './InvoiceList';
import { SALES_FILTER_PARAM, salesFilterOf } from './salesFilter';

/** The sales invoices of the list chosen (kept in the address), the open ones first shown. */
export function SalesInvoices() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = salesFilterOf(params);
  const invoices = useSalesInvoices(filter);

  const choose = (chosen: SalesFilter | null) => {
    if (!chosen) return;
    setParams({ [SALES_FILTER_PARAM]: chosen }, { replace: true, preventScrollReset: true });
  };

  return (
    <section aria-labelledby="sales-invoices">
      <Stack gap={3}>
        <h2 id="sales-invoices">{t('invoiceFunding.sales.heading')}</h2>
        <SingleSelectButtons
          label={t('invoiceFunding.sales.filter')}
          options={SALES_FILTERS.map((value) => ({
            value,
            label: t(`invoiceFunding.sales.filters.${value}`),
          }))}
          value={filter}
          onChange={choose}
        />
        <WhenLoaded queries={[invoices]} failedTitle={t('invoiceFunding.sales.loadFailed')}>
          {(list) =>
            list.length === 0 ? (
              <p>{t(`invoiceFunding.sales.empty.${filter}`)}</p>
            ) : (
              <InvoiceList
                invoices={list}
                label={`${t('invoiceFunding.sales.heading')}: ${t(`invoiceFunding.sales.filters.${filter}`)}`}
              />
            )
          }
        </WhenLoaded>
      </Stack>
    </section>
  );
}
