import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { groupAccounts } from '../../../domain/accounts/accounts';
import { AccountGroupRibbon } from '../../../ui/AccountGroupRibbon';
import { AccountRow } from '../../../ui/AccountRow';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { accountHref } from '../../shell/accountHref';
import { LoadFailed } from '../../shell/LoadFailed';
import { useOwnAccounts } from '../../shell/ownAccounts';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The customer's accounts under the three ribbons ('Käyttötilit', 'Säästötilit',
 * 'Määräaikaistalletukset'), each with its plus button to open a new one.
 */
export function AccountGroups() {
  const { t } = useTranslation();
  const { data: accounts, isPending, isError, error, refetch } = useOwnAccounts();

  if (isError) {
    return (
      <LoadFailed
        title={t('accounts.accountsFailed')}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <LoadingOverlay loading={isPending}>
      <Stack gap={5}>
        {accounts && accounts.length === 0 && <p>{t('accounts.noAccounts')}</p>}
        {groupAccounts(accounts ?? []).map(({ group, accounts: inGroup }) => (
          <section key={group}>
            <AccountGroupRibbon
              group={group}
              total={inGroup.reduce((sum, account) => sum + account.Balance, 0)}
            />
            <List>
              {inGroup.map((account) => (
                <li key={account.Id}>
                  <AccountRow account={account} href={accountHref(account)} />
                </li>
              ))}
            </List>
          </section>
        ))}
      </Stack>
    </LoadingOverlay>
  );
}
