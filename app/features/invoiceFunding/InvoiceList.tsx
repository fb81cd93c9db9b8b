import { useTranslation } from 'react-i18next';
import type { PurchaseInvoice, SalesInvoice } from '../../../api/invoiceFunding';
import type { InvoiceState } from '../../../domain/invoiceFunding/invoiceStates';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import type { StatusBadgeTone } from '../../../ui/StatusBadge';
import { RecordList } from '../../shell/RecordList';

/** Overdue is the one state that asks the company to act; handling waits for the bank. */
const TONES: Record<InvoiceState, StatusBadgeTone> = {
  Handling: 'orange',
  Funded: 'green',
  Overdue: 'red',
  Paid: 'neutral',
};

type Invoice = SalesInvoice | PurchaseInvoice;

/** Funded invoices, each with its debtor or seller, state, amounts and dates. */
export function InvoiceList({ invoices, label }: { invoices: readonly Invoice[]; label: string }) {
  const { t } = useTranslation();
  return (
    <RecordList
      label={label}
      records={invoices.map((invoice) => ({
        id: invoice.Id,
        heading: 'Debtor' in invoice ? invoice.Debtor : invoice.Seller,
        status: {
          tone: TONES[invoice.State],
          label: t(`invoiceFunding.states.${invoice.State}`),
        },
        note: `${
          'Debtor' in invoice
            ? t('invoiceFunding.invoice.debtor')
            : t('invoiceFunding.invoice.seller')
        } · ${t('invoiceFunding.invoice.number', { number: invoice.InvoiceNumber })}`,
        values: [
          {
            id: 'Amount',
            term: t('invoiceFunding.invoice.amount'),
            value: <Money cents={invoice.Amount} tone="plain" />,
          },
          {
            id: 'FundedAmount',
            term: t('invoiceFunding.invoice.funded'),
            value: <Money cents={invoice.FundedAmount} tone="plain" />,
          },
          {
            id: 'OpenAmount',
            term: t('invoiceFunding.invoice.open'),
            value: <Money cents={invoice.OpenAmount} tone="plain" />,
          },
          {
            id: 'DueDate',
            term: t('invoiceFunding.invoice.dueDate'),
            value: <DateText date={invoice.DueDate} />,
          },
          ...(invoice.PaidDate
            ? [
                {
                  id: 'PaidDate',
                  term: t('invoiceFunding.invoice.paidDate'),
                  value: <DateText date={invoice.PaidDate} />,
                },
              ]
            : []),
        ],
      }))}
    />
  );
}
