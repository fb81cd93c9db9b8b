import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { accountDisplayName } from '../../../domain/accounts';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { accountHref } from '../../shell/accountHref';
import { useCustomer } from '../../shell/customer';
import { isEntityId } from '../../shell/entityId';
import { LoadFailed } from '../../shell/LoadFailed';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AccountActions } from './AccountActions';
import { AccountSummary } from './AccountSummary';
import { AccountTransactions } from './AccountTransactions';
import { useAccount, useAccounts } from './api';
import { CertificateLink } from './CertificateLink';
import { RenameAccount } from './RenameAccount';

/** `/bank/accounts/{id}?accountType=`: one account, its buttons and its transactions. */
export function AccountPage() {
  const { accountId } = useParams();
  if (!isEntityId(accountId)) return <NotFoundPage />;
  return <AccountView accountId={accountId} />;
}

function AccountView({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { data: customer } = useCustomer();
  const { data: account, isPending, isError, error, refetch } = useAccount(accountId);
  const { data: accounts } = useAccounts(customer?.customerType);
  useDocumentTitle(account ? accountDisplayName(account) : t('bank.nav.accounts'));

  if (account && account.Type !== 'BankAccount' && account.Type !== 'ExternalBankAccount') {
    return <Navigate to={accountHref(account)} replace />;
  }
  return (
    <Stack gap={6}>
      <div>
        <Link href="/bank/accounts">{t('bank.account.allAccounts')}</Link>
      </div>
      {isError ? (
        <>
          <h1>{t('bank.nav.accounts')}</h1>
          <LoadFailed
            title={t('bank.account.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        </>
      ) : (
        <LoadingOverlay loading={isPending}>
          {account && customer && (
            <Stack gap={6}>
              <Stack direction="horizontal" gap={3} align="center" wrap>
                <h1>{accountDisplayName(account)}</h1>
                <RenameAccount account={account} />
              </Stack>
              <AccountSummary account={account} customerType={customer.customerType} />
              <AccountActions account={account} accounts={accounts ?? [account]} />
              <CertificateLink account={account} customerType={customer.customerType} />
              <AccountTransactions account={account} />
            </Stack>
          )}
        </LoadingOverlay>
      )}
    </Stack>
  );
}
