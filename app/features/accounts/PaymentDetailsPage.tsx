import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { transactionTypeLabel } from '../../../domain/accounts/transactions';
import { AlertBox } from '../../../ui/AlertBox';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import * as bankAccounts from '../../../api/bankAccounts';
import type { CallOutput } from '../../../api/call';
import { useCall } from '../../data/calls';
import { accountHref } from '../../shell/accountHref';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useAccountDetails } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

type Payment = CallOutput<typeof bankAccounts.accountPaymentDetails>;

/** `/bank/accounts/payment?paymentId=`: one payment's details, a failed one said plainly. */
export function PaymentDetailsPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  if (!isEntityId(paymentId)) return <NotFoundPage />;
  return <PaymentDetailsView paymentId={paymentId} />;
}

function PaymentDetailsView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('accounts.payment.title'));
  const {
    data: payment,
    isPending,
    isError,
    error,
    refetch,
  } = useCall(bankAccounts.accountPaymentDetails, { paymentId });
  const { data: account } = useAccountDetails(payment?.AccountId);

  return (
    <Stack gap={6}>
      <div>
        <Link href={account ? accountHref(account) : '/bank/accounts'}>
          {account ? t('accounts.payment.backToAccount') : t('accounts.account.allAccounts')}
        </Link>
      </div>
      <h1>{t('accounts.payment.title')}</h1>
      {isError ? (
        <LoadFailed
          title={t('accounts.payment.loadFailed')}
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
  const text = useMessageText();
  const counterParty = payment.CounterPartyAccountNumber;
  const items: ValueListItem[] = [];
  if (payment.Recipient) {
    items.push({
      id: 'Recipient',
      term: payment.Amount > 0 ? t('accounts.payment.payer') : t('accounts.payment.recipient'),
      value: payment.Recipient,
    });
  }
  if (counterParty) {
    items.push({
      id: 'CounterPartyAccountNumber',
      term: t('accounts.payment.account'),
      value: <IbanText iban={counterParty} />,
    });
  }
  items.push(
    {
      id: 'Amount',
      term: t('accounts.payment.amount'),
      value: <Money cents={payment.Amount} signPrefix />,
    },
    {
      id: 'Booked',
      term: t('accounts.payment.date'),
      value: <DateText date={payment.Booked} />,
    },
    {
      id: 'TransactionTypeEnum',
      term: t('accounts.payment.type'),
      value: text(transactionTypeLabel(payment.TransactionTypeEnum)),
    },
  );
  if (payment.Reference) {
    items.push({
      id: 'Reference',
      term: t('accounts.payment.reference'),
      value: payment.Reference,
    });
  }
  if (payment.Message) {
    items.push({ id: 'Message', term: t('accounts.payment.message'), value: payment.Message });
  }
  return (
    <Stack gap={5}>
      {payment.PaymentFailed && (
        <AlertBox tone="error" title={t('accounts.payment.failed')}>
          {t('accounts.payment.failedText')}
        </AlertBox>
      )}
      <Panel>
        <ValueList items={items} />
      </Panel>
    </Stack>
  );
}
