import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountGroup } from '../../domain/accounts/accounts';
import type { Cents } from '../../domain/money/money';
import { Money } from '../Money';
import { SectionHeader, type SectionHeaderProps } from '../SectionHeader';
import { VisuallyHidden } from '../VisuallyHidden';

/** Spec §2: the plus button of each account-group ribbon opens an account of that kind. */
export const ACCOUNT_OPENING_HREFS: Record<AccountGroup, string> = {
  payment: '/bank/accounts/open-payment-account',
  savings: '/bank/accounts/open-savings-account',
  termDeposit: '/bank/accounts/open-term-deposit',
};

const OPENING_LABEL_KEYS = {
  payment: 'kit.accountGroupRibbon.openPaymentAccount',
  savings: 'kit.accountGroupRibbon.openSavingsAccount',
  termDeposit: 'kit.accountGroupRibbon.openTermDeposit',
} as const satisfies Record<AccountGroup, string>;

export interface AccountGroupRibbonProps {
  /** One of domain ACCOUNT_GROUPS, named 'Käyttötilit', 'Säästötilit', 'Määräaikaistalletukset'. */
  group: AccountGroup;
  /** The sum of the group's balances, shown beside its name. */
  total?: Cents;
  /** The heading level in the page's outline. */
  level?: SectionHeaderProps['level'];
  /** Renders the plus link with the app's router (see SectionHeader). */
  renderLink?: SectionHeaderProps['renderLink'];
}

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[3]};
`;

const Total = styled.span`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

/** The header of an account group with the plus link that opens a new account of its kind. */
export function AccountGroupRibbon({ group, total, level, renderLink }: AccountGroupRibbonProps) {
  const { t } = useTranslation();
  return (
    <SectionHeader
      title={
        <Title>
          {t(`kit.accountGroupRibbon.group.${group}`)}
          {total !== undefined && (
            <Total>
              <VisuallyHidden>{t('kit.accountGroupRibbon.total')} </VisuallyHidden>
              <Money cents={total} tone="plain" />
            </Total>
          )}
        </Title>
      }
      level={level}
      addHref={ACCOUNT_OPENING_HREFS[group]}
      addLabel={t(OPENING_LABEL_KEYS[group])}
      renderLink={renderLink}
    />
  );
}
