import type { TFunction } from 'i18next';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../api/bank';
import { accountDisplayName } from '../../domain/accounts/accounts';
import { formatIban } from '../../domain/payments/ibanText';
import { formatMoney } from '../../domain/money/money';
import { messageTextWith } from '../../ui/MessageText';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';

export interface AccountSelectProps extends Omit<ChoiceSelectProps, 'options' | 'width'> {
  accounts: readonly BankAccount[];
  /** The balance after each name (the bank's own accounts; another bank's balance is unknown). */
  showBalance?: boolean;
}

/** An account's line in a list: its name, IBAN and, for the bank's own accounts, balance. */
export function accountOptionText(t: TFunction, account: BankAccount, showBalance = true): string {
  const iban = account.Iban ?? account.ExternalAccountNumber;
  return [
    messageTextWith(t)(accountDisplayName(account)),
    iban ? formatIban(iban) : null,
    showBalance ? formatMoney(account.Balance) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A choice of the customer's accounts, each a line of its name, IBAN and balance. */
export const AccountSelect = forwardRef<HTMLSelectElement, AccountSelectProps>(
  function AccountSelect({ accounts, showBalance = true, ...rest }, ref) {
    const { t } = useTranslation();
    const options = accounts.map((account) => ({
      value: account.Id,
      label: accountOptionText(t, account, showBalance),
    }));
    return <ChoiceSelect ref={ref} {...rest} options={options} width="long" />;
  },
);
