import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AccountRow } from '../../ui/AccountRow';
import {
  accountHref,
  investmentPartnerAccount,
  otherBankAccount,
  paymentAccount,
  savingsAccount,
  termDeposit,
} from './sampleData';

const meta = {
  title: 'Kit/Accounts/AccountRow',
  component: AccountRow,
  args: { account: paymentAccount, href: accountHref(paymentAccount) },
  parameters: {
    docs: {
      description: {
        component:
          "One account of the account list: name, IBAN and balance, for a savings account its rate and accrued interest, for a term deposit its maturity. The whole row is one link to the account page; its name says the account's name first, then what the row shows.",
      },
    },
  },
} satisfies Meta<typeof AccountRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payment account. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Käyttötili/ });
    await expect(link).toHaveAttribute(
      'href',
      '/bank/accounts/acc-payment-1?accountType=BankAccount',
    );
    await expect(link).toHaveAccessibleName(
      /^Käyttötili , F I 2 1, 1 2 3 4, 5 6 0 0, 0 0 0 7, 8 5 , 1\s234,56 euroa$/,
    );
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const SavingsAccount: Story = {
  args: { account: savingsAccount, href: accountHref(savingsAccount) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Matkakassa/ });
    await expect(canvas.getByText('Korko 1,50 %')).toBeVisible();
    await expect(link).toHaveAccessibleName(
      /Korko 1,50 % Kertynyt korko 12,34 euroa , 5\s200,00 euroa$/,
    );
  },
};

export const TermDeposit: Story = {
  args: { account: termDeposit, href: `/bank/accounts/deposit/${termDeposit.Id}` },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Määräaikaistalletus/ });
    await expect(canvas.getByText('30.11.2026')).toBeVisible();
    await expect(link).toHaveAccessibleName(/Erääntyy 30\.11\.2026 , 10\s000,00 euroa$/);
  },
};

export const InvestmentPartnerAccount: Story = {
  args: { account: investmentPartnerAccount, href: accountHref(investmentPartnerAccount) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Sijoitustili/ });
    await expect(link).toHaveAccessibleName(/Sijoituskumppanin tili/);
  },
};

/** The customer's account in another bank: its IBAN in groups of four, as the bank's own. */
export const OtherBanksAccount: Story = {
  args: { account: otherBankAccount, href: accountHref(otherBankAccount) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('FI36 1000 0011 8442 12')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Nordea-tili/ })).toHaveAccessibleName(
      /F I 3 6, 1 0 0 0, 0 0 1 1, 8 4 4 2, 1 2/,
    );
  },
};
