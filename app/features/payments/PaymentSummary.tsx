import { useTranslation } from 'react-i18next';
import type { Texts } from '../../../i18n';
import { accountDisplayName } from '../../../domain/accounts/accounts';
import { formatReference } from '../../../domain/payments/reference';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { MessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { useOwnAccounts } from '../../shell/ownAccounts';

/** What a payment is, as the verification page and the receipt show it. */
export interface PaymentFacts {
  sourceAccountId: string;
  recipientName: string;
  recipientIban: string;
  bic?: string | null;
  amount: number;
  dueDate: string;
  reference?: string | null;
  message?: string | null;
  ownMessage?: string | null;
  paymentType: 'Sepa' | 'Instant';
}

export function PaymentSummary({ payment }: { payment: PaymentFacts }) {
  const { t } = useTranslation();
  const { data: accounts } = useOwnAccounts();
  const source = accounts?.find((account) => account.Id === payment.sourceAccountId);
  const term = (key: keyof Texts['payments']['summary']) => t(`payments.summary.${key}`);
  const items: (ValueListItem | false)[] = [
    !!source && {
      id: 'source',
      term: term('source'),
      value: <MessageText text={accountDisplayName(source)} />,
    },
    { id: 'payee', term: term('payee'), value: payment.recipientName },
    { id: 'iban', term: term('iban'), value: <IbanText iban={payment.recipientIban} /> },
    !!payment.bic && { id: 'bic', term: term('bic'), value: payment.bic },
    { id: 'amount', term: term('amount'), value: <Money cents={payment.amount} tone="plain" /> },
    { id: 'dueDate', term: term('dueDate'), value: <DateText date={payment.dueDate} /> },
    !!payment.reference && {
      id: 'reference',
      term: term('reference'),
      value: formatReference(payment.reference),
    },
    !!payment.message && { id: 'message', term: term('message'), value: payment.message },
    !!payment.ownMessage && {
      id: 'ownMessage',
      term: term('ownMessage'),
      value: payment.ownMessage,
    },
    {
      id: 'type',
      term: term('type'),
      value: t(payment.paymentType === 'Instant' ? 'payments.form.instant' : 'payments.form.sepa'),
    },
  ];
  return <ValueList items={items.filter((item): item is ValueListItem => item !== false)} />;
}
