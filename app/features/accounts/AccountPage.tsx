import { useParams } from 'react-router';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { Stack } from '../../../ui/Stack';
import { isEntityId } from '../../shell/entityId';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { useOwnAccounts } from '../../shell/ownAccounts';
import { useAccountName } from '../../shell/useAccountName';
import { AccountActions } from './AccountActions';
import { AccountFrame } from './AccountFrame';
import { AccountSummary, type AccountDetails } from './AccountSummary';
import { AccountTransactions } from './AccountTransactions';
import { CertificateLink } from './CertificateLink';
import { RenameAccount } from './RenameAccount';

/** `/bank/accounts/{id}?accountType=`: one account, its buttons and its transactions. */
export function AccountPage() {
  const { accountId } = useParams();
  if (!isEntityId(accountId)) return <NotFoundPage />;
  return <AccountView accountId={accountId} />;
}

function isAccountPageKind(account: AccountDetails): boolean {
  return account.Type === 'BankAccount' || account.Type === 'ExternalBankAccount';
}

function AccountView({ accountId }: { accountId: string }) {
  return (
    <AccountFrame accountId={accountId} shows={isAccountPageKind}>
      {(account, customer) => (
        <AccountContent account={account} customerType={customer.customerType} />
      )}
    </AccountFrame>
  );
}

function AccountContent({
  account,
  customerType,
}: {
  account: AccountDetails;
  customerType: CustomerType;
}) {
  const accountName = useAccountName();
  const { data: accounts } = useOwnAccounts();
  return (
    <>
      <Stack direction="horizontal" gap={3} align="center" wrap>
        <h1>{accountName(account)}</h1>
        <RenameAccount account={account} />
      </Stack>
      <AccountSummary account={account} customerType={customerType} />
      <AccountActions account={account} accounts={accounts ?? [account]} />
      <CertificateLink account={account} customerType={customerType} />
      <AccountTransactions account={account} />
    </>
  );
}
