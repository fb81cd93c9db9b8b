import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ActionGate } from '../../shell/ActionGate';
import { useCustomer } from '../../shell/customer';
import { LoadFailed } from '../../shell/LoadFailed';
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

/** The payee list is a help, not a need: when it fails the form still works without it. */
function NewPayment() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: customer } = useCustomer();
  const accounts = useOwnAccounts();
  const payees = usePayees();

  if (accounts.isError) {
    return (
      <LoadFailed
        title={t('errors.accounts_load_failed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
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
        <LoadFailed
          title={t('payments.new.payeesFailed')}
          error={payees.error}
          onRetry={() => void payees.refetch()}
        />
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
