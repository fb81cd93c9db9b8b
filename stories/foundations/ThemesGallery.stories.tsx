import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import styled, { ThemeProvider } from 'styled-components';
import { groupAccounts } from '../../domain/accounts/accounts';
import { PAYEE_FORM_MESSAGES } from '../../domain/payments/payeeForm';
import { brands } from '../../themes';
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

const accountGroups = groupAccounts([paymentAccount, investmentPartnerAccount, savingsAccount])
  .filter(({ accounts }) => accounts.length > 0)
  .map(({ group, accounts }) => ({
    group,
    accounts,
    total: accounts.reduce((sum, account) => sum + account.Balance, 0),
  }));

/**
 * A column is never narrower than a small phone's screen, where the widgets are designed to fit:
 * five columns from about 1 800 px, fewer below, one on a phone.
 */
const COLUMN_MIN_WIDTH = '21rem';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${COLUMN_MIN_WIDTH}), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * One brand's column. The page-wide GlobalStyle follows the toolbar's brand, so the column
 * re-applies its own brand's base colours; `:where()` keeps these rules as weak as the global
 * ones, so the components' own styles still win.
 */
const BrandColumn = styled.section`
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
function BankScreen() {
  return (
    <>
      <HeaderBar>
        <BankName>Verkkopankki</BankName>
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

/** The same screen in every brand, side by side on wide screens. */
function ThemesGallery() {
  return (
    <Grid>
      {Object.values(brands).map((theme) => (
        <ThemeProvider key={theme.id} theme={theme}>
          <BrandSection name={theme.name} />
        </ThemeProvider>
      ))}
    </Grid>
  );
}

function BrandSection({ name }: { name: string }) {
  const titleId = useId();
  return (
    <BrandColumn aria-labelledby={titleId}>
      <BrandTitle id={titleId}>{name}</BrandTitle>
      <BankScreen />
    </BrandColumn>
  );
}

const meta = {
  title: 'Foundations/Themes gallery',
  component: ThemesGallery,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "One screen of the web bank — header, account groups, the next instalment, an alert, a field with an error and the two main buttons — in every brand of `themes/brands/` at once, each in its own `ThemeProvider`. Five columns on a wide screen (from about 1 800 px), fewer on narrower ones, stacked on a phone: a column is never narrower than a small phone; the toolbar's brand only colours the page around the columns.",
      },
    },
    a11y: {
      config: {
        rules: [
          // The one rule a gallery cannot meet: it repeats the screen on purpose, so each brand's
          // 'Seuraava maksuerä' region has the same name. Each sits inside its brand's own named
          // region; every other rule (ids, contrast, names, …) still runs.
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
} satisfies Meta<typeof ThemesGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBrands: Story = {
  play: async ({ canvas }) => {
    for (const { name } of Object.values(brands)) {
      const column = within(canvas.getByRole('region', { name }));
      await expect(column.getByRole('heading', { name: /^Käyttötilit/ })).toBeVisible();
      await expect(column.getByRole('region', { name: 'Seuraava maksuerä' })).toBeVisible();
      await expect(column.getByLabelText('Vastaanottaja')).toHaveAttribute('aria-invalid', 'true');
      await expect(column.getByRole('button', { name: 'Jatka' })).toBeVisible();
    }
  },
};
