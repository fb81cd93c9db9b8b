import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isValidIban } from '../../../domain/payments/iban';
import { transactionTypeLabel } from '../../../domain/accounts/transactions';
import { AlertBox } from '../../../ui/AlertBox';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import type { CallOutput } from '../../../api/call';
import type { accountPaymentDetails } from '../../../api/bankAccounts';
import { accountHref } from '../../shell/accountHref';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { paymentDetailsQuery, useAccount } from './api';

type Payment = CallOutput<typeof accountPaymentDetails>;

/** `/bank/accounts/payment?paymentId=`: one payment's details, a failed one said plainly. */
export function PaymentDetailsPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  if (!isEntityId(paymentId)) return <NotFoundPage />;
  return <PaymentDetailsView paymentId={paymentId} />;
}

function PaymentDetailsView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('bank.accountPayment.title'));
  const {
    data: payment,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery(paymentDetailsQuery(paymentId));
  const { data: account } = useAccount(payment?.AccountId ?? '', payment !== undefined);

  return (
    <Stack gap={6}>
      <div>
        <Link href={account ? accountHref(account) : '/bank/accounts'}>
          {account ? t('bank.accountPayment.backToAccount') : t('bank.account.allAccounts')}
        </Link>
      </div>
      <h1>{t('bank.accountPayment.title')}</h1>
      {isError ? (
        <LoadFailed
          title={t('bank.accountPayment.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingOverlay loading={isPending}>
          {payment && <PaymentSummary payment={payment} />}
        </LoadingOverlay>
      )}
    </Stack>
  );
}

function PaymentSummary({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const counterParty = payment.CounterPartyAccountNumber;
  const items: ValueListItem[] = [];
  if (payment.Recipient) {
    items.push({
      id: 'Recipient',
      term:
        payment.Amount > 0 ? t('bank.accountPayment.payer') : t('bank.accountPayment.recipient'),
      value: payment.Recipient,
    });
  }
  if (counterParty) {
    items.push({
      id: 'CounterPartyAccountNumber',
      term: t('bank.accountPayment.account'),
      value: isValidIban(counterParty) ? <IbanText iban={counterParty} /> : counterParty,
    });
  }
  items.push(
    {
      id: 'Amount',
      term: t('bank.accountPayment.amount'),
      value: <Money cents={payment.Amount} signPrefix />,
    },
    {
      id: 'Booked',
      term: t('bank.accountPayment.date'),
      value: <DateText date={payment.Booked} />,
    },
    {
      id: 'TransactionTypeEnum',
      term: t('bank.accountPayment.type'),
      value: transactionTypeLabel(payment.TransactionTypeEnum),
    },
  );
  if (payment.Reference) {
    items.push({
      id: 'Reference',
      term: t('bank.accountPayment.reference'),
      value: payment.Reference,
    });
  }
  if (payment.Message) {
    items.push({ id: 'Message', term: t('bank.accountPayment.message'), value: payment.Message });
  }
  return (
    <Stack gap={5}>
      {payment.PaymentFailed && (
        <AlertBox tone="error" title={t('bank.accountPayment.failed')}>
          {t('bank.accountPayment.failedText')}
        </AlertBox>
      )}
      <Panel>
        <ValueList items={items} />
      </Panel>
    </Stack>
  );
}
