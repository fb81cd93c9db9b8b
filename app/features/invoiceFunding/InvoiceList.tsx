import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PurchaseInvoice, SalesInvoice } from '../../../api/invoiceFunding';
import type { InvoiceState } from '../../../domain/invoiceFunding/invoiceStates';
import { DateText } from '../../../ui/DateText';
import { Money } from '../../../ui/Money';
import { StatusBadge, type StatusBadgeTone } from '../../../ui/StatusBadge';
import { ValueList } from '../../../ui/ValueList';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Party = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const InvoiceNumber = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

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
    <List aria-label={label}>
      {invoices.map((invoice) => {
        const party = 'Debtor' in invoice ? invoice.Debtor : invoice.Seller;
        return (
          <li key={invoice.Id}>
            <Heading>
              <Party>{party}</Party>
              <StatusBadge
                tone={TONES[invoice.State]}
                label={t(`invoiceFunding.states.${invoice.State}`)}
              />
            </Heading>
            <InvoiceNumber>
              {'Debtor' in invoice
                ? t('invoiceFunding.invoice.debtor')
                : t('invoiceFunding.invoice.seller')}{' '}
              · {t('invoiceFunding.invoice.number', { number: invoice.InvoiceNumber })}
            </InvoiceNumber>
            <ValueList
              items={[
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
              ]}
            />
          </li>
        );
      })}
    </List>
  );
}
