import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertBox } from '../../../ui/AlertBox';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { usePayees } from './api';
import { PAYMENT_PATHS } from './paths';
import { isPayableAccount } from './payableAccounts';
import { PaymentForm } from './PaymentForm';
import { PaymentSteps } from './PaymentSteps';

/** `/bank/accounts/transfer?accountId=`: a new payment, from the account it was started on. */
export function NewPaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.new.title'));
  return (
    <Stack gap={5}>
      <h1>{t('payments.new.title')}</h1>
      <PaymentSteps current={1} />
      <ActionGate blockedTitle={t('payments.blocked')}>
        <NewPayment />
      </ActionGate>
      <p>
        <Link href={PAYMENT_PATHS.futurePayments}>{t('payments.future.title')}</Link>
      </p>
    </Stack>
  );
}

function NewPayment() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: customer } = useCustomer();
  const accounts = useOwnAccounts();
  const payees = usePayees();

  if (accounts.isError) return <AlertBox tone="error">{accounts.error.message}</AlertBox>;
  if (!customer || !accounts.data || payees.isPending) return <LoadingOverlay loading />;
  const payable = accounts.data.filter(isPayableAccount);
  if (payable.length === 0) return <p>{t('payments.new.noAccounts')}</p>;
  const requested = params.get('accountId');
  const preselected =
    payable.find((account) => account.Id === requested)?.Id ??
    (payable.length === 1 ? payable[0]!.Id : '');
  return (
    <Stack gap={5}>
      {payees.isError && (
        <AlertBox tone="warning" title={t('payments.new.payeesFailed')}>
          {payees.error.message}
        </AlertBox>
      )}
      <PaymentForm
        accounts={payable}
        payees={payees.data ?? []}
        preselectedAccountId={preselected}
        instantAllowed={customer.customerType === 'Person'}
      />
    </Stack>
  );
}
