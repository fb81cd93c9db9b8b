import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Link } from '../../../ui/Link';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { accountHref } from '../../shell/accountHref';
import { useCustomer } from '../../shell/customer';
import type { Customer } from '../../shell/customerView';
import { LoadFailed } from '../../shell/LoadFailed';
import { useAccountDetails } from '../../shell/ownAccounts';
import { useAccountName } from '../../shell/useAccountName';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { AccountDetails } from './AccountSummary';

export interface AccountFrameProps {
  accountId: string;
  /** The kinds of account the page is for: another kind is sent on to its own page. */
  shows: (account: AccountDetails) => boolean;
  children: (account: AccountDetails, customer: Customer) => ReactNode;
}

/**
 * An account's page around its content: the way back to all accounts, the account's name as
 * the page title, a loading state, and a failed load said with a way to try again.
 */
export function AccountFrame({ accountId, shows, children }: AccountFrameProps) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const { data: customer } = useCustomer();
  const { data: account, isPending, isError, error, refetch } = useAccountDetails(accountId);
  useDocumentTitle(account ? accountName(account) : t('menu.accounts'));

  if (account && !shows(account)) return <Navigate to={accountHref(account)} replace />;
  return (
    <Stack gap={6}>
      <div>
        <Link href="/bank/accounts">{t('accounts.account.allAccounts')}</Link>
      </div>
      {isError ? (
        <>
          <h1>{t('menu.accounts')}</h1>
          <LoadFailed
            title={t('accounts.account.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        </>
      ) : (
        <LoadingOverlay loading={isPending}>
          {account && customer && <Stack gap={6}>{children(account, customer)}</Stack>}
        </LoadingOverlay>
      )}
    </Stack>
  );
}
