import { useParams } from 'react-router';
import { accountDisplayName } from '../../../domain/accounts/accounts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { Stack } from '../../../ui/Stack';
import { MessageText } from '../../../ui/MessageText';
import { isEntityId } from '../../shell/entityId';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { AccountActions } from './AccountActions';
import { AccountFrame } from './AccountFrame';
import { AccountSummary, type AccountDetails } from './AccountSummary';
import { AccountTransactions } from './AccountTransactions';
import { useAccounts } from './api';
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
      {(account, customer) => <AccountContent account={account} customer={customer.customerType} />}
    </AccountFrame>
  );
}

function AccountContent({
  account,
  customer,
}: {
  account: AccountDetails;
  customer: CustomerType;
}) {
  const { data: accounts } = useAccounts(customer);
  return (
    <>
      <Stack direction="horizontal" gap={3} align="center" wrap>
        <h1>
          <MessageText text={accountDisplayName(account)} />
        </h1>
        <RenameAccount account={account} />
      </Stack>
      <AccountSummary account={account} customerType={customer} />
      <AccountActions account={account} accounts={accounts ?? [account]} />
      <CertificateLink account={account} customerType={customer} />
      <AccountTransactions account={account} />
    </>
  );
}
