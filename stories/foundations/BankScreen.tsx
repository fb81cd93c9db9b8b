import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { groupAccounts } from '../../domain/accounts/accounts';
import { PAYEE_FORM_MESSAGES } from '../../domain/payments/payeeForm';
import { AccountGroupRibbon } from '../../ui/AccountGroupRibbon';
import { AccountRow } from '../../ui/AccountRow';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { NextInstalmentPanel } from '../../ui/NextInstalmentPanel';
import { Panel } from '../../ui/Panel';
import { TextInput } from '../../ui/TextInput';
import {
  accountHref,
  investmentPartnerAccount,
  paymentAccount,
  SAMPLE_TODAY,
  sampleLoan,
  savingsAccount,
} from '../kit/sampleData';

/**
 * One screen of the web bank in the theme around it: the themes gallery shows it in every brand,
 * the brand studio in the brand being made, in both schemes.
 */

const accountGroups = groupAccounts([paymentAccount, investmentPartnerAccount, savingsAccount])
  .filter(({ accounts }) => accounts.length > 0)
  .map(({ group, accounts }) => ({
    group,
    accounts,
    total: accounts.reduce((sum, account) => sum + account.Balance, 0),
  }));

/**
 * One brand's column. The page-wide GlobalStyle follows the toolbar's brand, so the column
 * re-applies its own brand's base colours; `:where()` keeps these rules as weak as the global
 * ones, so the components' own styles still win.
 */
export const BrandColumn = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.page};
  color: ${({ theme }) => theme.colors.text.default};
  font-family: ${({ theme }) => theme.typography.fontFamily};

  :where(&) h2,
  :where(&) h3,
  :where(&) h4 {
    color: ${({ theme }) => theme.colors.text.heading};
  }
  :where(&) a {
    color: ${({ theme }) => theme.colors.text.link};
  }
  :where(&) :focus-visible {
    outline-color: ${({ theme }) => theme.colors.border.focus};
  }
`;

const BrandTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.background.surface};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.background.header};
  color: ${({ theme }) => theme.colors.text.onHeader};
`;

const BankName = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** A brand's logo (`BankTheme.logo`) in place of the name, as tall as the name's line. */
const Logo = styled.img`
  display: block;
  height: 2rem;
  max-width: 12rem;
`;

const Customer = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

const AccountList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The account overview of the web bank, composed of kit widgets, in the surrounding theme. */
export function BankScreen() {
  const { logo } = useTheme();
  return (
    <>
      <HeaderBar>
        <BankName>{logo ? <Logo src={logo} alt="Verkkopankki" /> : 'Verkkopankki'}</BankName>
        <Customer>Matti Meikäläinen</Customer>
      </HeaderBar>
      <Screen>
        {accountGroups.map(({ group, accounts, total }) => (
          <div key={group}>
            <AccountGroupRibbon group={group} total={total} level={3} />
            <AccountList>
              {accounts.map((account) => (
                <li key={account.Id}>
                  <AccountRow account={account} href={accountHref(account)} />
                </li>
              ))}
            </AccountList>
          </div>
        ))}
        <NextInstalmentPanel loan={sampleLoan} today={SAMPLE_TODAY} actionsEnabled level={3} />
        <AlertBox tone="info" title="Astuu voimaan 24 tunnin kuluttua">
          Osa asetuksista astuu voimaan 24 tunnin kuluttua.
        </AlertBox>
        <Panel>
          <h3>Uusi maksu</h3>
          <FormField label="Vastaanottaja" error={PAYEE_FORM_MESSAGES.forbiddenCharacters}>
            <TextInput defaultValue="Matti <Meikäläinen>" />
          </FormField>
        </Panel>
        <Actions>
          <Button>Jatka</Button>
          <Button variant="secondary">Peruuta</Button>
        </Actions>
      </Screen>
    </>
  );
}

/** A brand's column: its name over the screen. */
export function BrandSection({ name }: { name: string }) {
  const titleId = useId();
  return (
    <BrandColumn aria-labelledby={titleId}>
      <BrandTitle id={titleId}>{name}</BrandTitle>
      <BankScreen />
    </BrandColumn>
  );
}
