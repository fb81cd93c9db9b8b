import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallOutput } from '../../../api/call';
import type { sepaAccount } from '../../../api/bankAccounts';
import { FREE_SAVINGS_WITHDRAWALS_PER_YEAR } from '../../../domain/accounts/accounts';
import type { CustomerType } from '../../../domain/catalogue/enumerations';
import { CopyButton } from '../../../ui/CopyButton';
import { DateText } from '../../../ui/DateText';
import { IbanText } from '../../../ui/IbanText';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';

export type AccountDetails = CallOutput<typeof sepaAccount>;

// The account number on a line of its own: in the value list it would crowd out its name on a phone.
const AccountNumber = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & > dd {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/**
 * The account's balance and details: the IBAN in groups of four with its copy button, the BIC,
 * and for a savings account its rate, accrued interest and (for persons) free withdrawals left.
 */
export function AccountSummary({
  account,
  customerType,
}: {
  account: AccountDetails;
  customerType: CustomerType;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = account.Iban ?? account.ExternalAccountNumber ?? account.AccountNumber;
  const items: ValueListItem[] = [];
  if (account.Bic) items.push({ id: 'Bic', term: t('accounts.account.bic'), value: account.Bic });
  items.push({ id: 'OwnerName', term: t('accounts.account.owner'), value: account.OwnerName });
  if (account.CreditLimit > 0) {
    items.push({
      id: 'CreditLimit',
      term: t('accounts.account.creditLimit'),
      value: <Money cents={account.CreditLimit} tone="plain" />,
    });
  }
  if (account.IsSavingsAccount) {
    items.push(
      {
        id: 'InterestRate',
        term: t('accounts.account.interestRate'),
        value: t('accounts.account.percent', { rate: account.InterestRate }),
      },
      {
        id: 'AccruedInterest',
        term: t('accounts.account.accruedInterest'),
        value: <Money cents={account.AccruedInterest} tone="plain" />,
      },
    );
  }
  items.push({
    id: 'OpenedAt',
    term: t('accounts.account.opened'),
    value: <DateText date={account.OpenedAt} />,
  });
  const freeWithdrawals =
    customerType === 'Person' && account.IsSavingsAccount ? account.FreeWithdrawalsLeft : null;

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Stack gap={2}>
          <h2 id={headingId}>{t('accounts.account.balance')}</h2>
          <Balance>
            <Money cents={account.Balance} tone="plain" />
          </Balance>
        </Stack>
        {freeWithdrawals !== null && (
          <p>
            {t('accounts.account.freeWithdrawals', {
              left: freeWithdrawals,
              total: FREE_SAVINGS_WITHDRAWALS_PER_YEAR,
            })}
          </p>
        )}
        {number && (
          <AccountNumber>
            <dt>{t('accounts.account.iban')}</dt>
            <dd>
              <IbanText iban={number} />
              <CopyButton
                value={number.replace(/\s+/g, '')}
                label={t('accounts.account.copyIban')}
              />
            </dd>
          </AccountNumber>
        )}
        <ValueList items={items} />
      </Stack>
    </Panel>
  );
}
