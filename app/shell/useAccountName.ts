import { useCallback } from 'react';
import { accountDisplayName, type Account } from '../../domain/accounts/accounts';
import { useMessageText } from '../../ui/MessageText';

type Named = Pick<Account, 'Type' | 'CustomName' | 'IsSavingsAccount'>;

/**
 * An account's name as the customer reads it: the name they gave it, as they wrote it, or else
 * the name of its kind in their language.
 */
export function useAccountName(): (account: Named) => string {
  const text = useMessageText();
  return useCallback(
    (account) => account.CustomName?.trim() || text(accountDisplayName(account)),
    [text],
  );
}
