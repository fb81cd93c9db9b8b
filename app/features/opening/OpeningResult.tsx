import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import type { sepaAccount } from '../../../api/bankAccounts';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { DateText } from '../../../ui/DateText';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { accountHref } from '../../shell/accountHref';
import { accountIdentityItems } from '../../shell/accountIdentityItems';

export type OpenedAccount = CallOutput<typeof sepaAccount>;

/** The new account: its name, number and balance, and the way to its page. */
export function OpeningResult({ account, title }: { account: OpenedAccount; title: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation dialog that led here is gone; the customer continues from the outcome.
  useEffect(() => heading.current?.focus(), []);
  const items = accountIdentityItems(account, {
    name: t('accounts.account.name'),
    iban: t('accounts.account.iban'),
    balance: t('accounts.account.balance'),
  });
  if (account.TermDepositExpires) {
    items.push({
      id: 'TermDepositExpires',
      term: t('accounts.deposit.maturity'),
      value: <DateText date={account.TermDepositExpires} />,
    });
  }
  return (
    <Stack gap={5}>
      <AlertBox tone="success">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
      </AlertBox>
      <Panel>
        <ValueList items={items} />
      </Panel>
      <Stack direction="horizontal" gap={3} wrap>
        <ButtonLink href={accountHref(account)}>{t('opening.goToAccount')}</ButtonLink>
        <ButtonLink variant="secondary" href="/bank/accounts">
          {t('accounts.account.allAccounts')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
