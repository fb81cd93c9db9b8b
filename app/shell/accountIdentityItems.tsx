import type { CallOutput } from '../../api/call';
import type { sepaAccount } from '../../api/bankAccounts';
import { accountDisplayName } from '../../domain/accounts/accounts';
import { IbanText } from '../../ui/IbanText';
import { MessageText } from '../../ui/MessageText';
import { Money } from '../../ui/Money';
import type { ValueListItem } from '../../ui/ValueList';

/** An account told apart from the others: its name, number (when it has one) and balance. */
export function accountIdentityItems(
  account: CallOutput<typeof sepaAccount>,
  terms: { name: string; iban: string; balance: string },
): ValueListItem[] {
  return [
    { id: 'Name', term: terms.name, value: <MessageText text={accountDisplayName(account)} /> },
    ...(account.Iban
      ? [{ id: 'Iban', term: terms.iban, value: <IbanText iban={account.Iban} /> }]
      : []),
    { id: 'Balance', term: terms.balance, value: <Money cents={account.Balance} tone="plain" /> },
  ];
}
