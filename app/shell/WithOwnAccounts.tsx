import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../api/bank';
import { useOwnAccounts } from './ownAccounts';
import { WhenLoaded } from './WhenLoaded';

export interface WithOwnAccountsProps {
  /** Which of the customer's accounts the step can use. */
  usable: (account: BankAccount) => boolean;
  /** How many usable accounts the step needs (two for a transfer between them). */
  fewest?: number;
  /** What is said when the customer has fewer. */
  none: string;
  children: (accounts: readonly BankAccount[], refreshing: boolean) => ReactNode;
}

/** A step that moves money between the customer's own accounts, drawn once they are loaded. */
export function WithOwnAccounts({ usable, fewest = 1, none, children }: WithOwnAccountsProps) {
  const { t } = useTranslation();
  const accounts = useOwnAccounts();
  return (
    <WhenLoaded queries={[accounts]} failedTitle={t('errors.accounts_load_failed')}>
      {(all) => {
        const chosen = all.filter(usable);
        return chosen.length < fewest ? <p>{none}</p> : children(chosen, accounts.isFetching);
      }}
    </WhenLoaded>
  );
}
