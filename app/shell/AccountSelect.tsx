import type { TFunction } from 'i18next';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BankAccount } from '../../api/bank';
import { accountDisplayName } from '../../domain/accounts/accounts';
import { formatIban } from '../../domain/payments/ibanText';
import { formatMoney } from '../../domain/money/money';
import { controlBox, FormField } from '../../ui/FormField';
import { messageTextWith } from '../../ui/MessageText';

export interface AccountSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  accounts: readonly BankAccount[];
  /** The balance after each name (the bank's own accounts; another bank's balance is unknown). */
  showBalance?: boolean;
  /** The first, empty option's text, while nothing is chosen. */
  placeholder: string;
}

const Select = styled.select`
  ${controlBox}
  width: 100%;
  max-width: 36rem;
`;

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

/**
 * A choice of the customer's accounts (the kit has no select): a native select in the kit's
 * control box, labelled and described by a FormField. Forwards its ref for react-hook-form.
 */
export const AccountSelect = forwardRef<HTMLSelectElement, AccountSelectProps>(
  function AccountSelect(
    { label, hint, error, accounts, showBalance = true, placeholder, ...rest },
    ref,
  ) {
    const { t } = useTranslation();
    return (
      <FormField label={label} hint={hint} error={error}>
        {(field) => (
          <Select
            ref={ref}
            {...rest}
            id={field.id}
            aria-invalid={field.invalid || undefined}
            aria-describedby={field.describedBy}
          >
            <option value="">{placeholder}</option>
            {accounts.map((account) => (
              <option key={account.Id} value={account.Id}>
                {accountOptionText(t, account, showBalance)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    );
  },
);
