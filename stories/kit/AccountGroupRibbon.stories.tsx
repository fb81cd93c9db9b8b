import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ACCOUNT_GROUPS } from '../../domain/accounts/accounts';
import { AccountGroupRibbon } from '../../ui/AccountGroupRibbon';

const meta = {
  title: 'Kit/Accounts/AccountGroupRibbon',
  component: AccountGroupRibbon,
  args: { group: 'payment' },
  argTypes: { group: { control: 'inline-radio', options: ACCOUNT_GROUPS } },
  parameters: {
    docs: {
      description: {
        component:
          "The header of an account group (`payment`, `savings`, `termDeposit`: 'Käyttötilit', 'Säästötilit', 'Määräaikaistalletukset') with its plus link to the page that opens a new account of that kind, and optionally the group's total.",
      },
    },
  },
} satisfies Meta<typeof AccountGroupRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Käyttötilit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Avaa uusi käyttötili' })).toHaveAttribute(
      'href',
      '/bank/accounts/open-payment-account',
    );
  },
};

export const SavingsWithTotal: Story = {
  args: { group: 'savings', total: 520000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: /^Säästötilit Yhteensä 5\s200,00 euroa$/,
      }),
    ).toBeVisible();
    await expect(canvas.getByText('5 200,00 €')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Avaa uusi säästötili' })).toHaveAttribute(
      'href',
      '/bank/accounts/open-savings-account',
    );
  },
};

export const TermDeposits: Story = {
  args: { group: 'termDeposit', level: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Määräaikaistalletukset' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Avaa uusi määräaikaistalletus' }),
    ).toHaveAttribute('href', '/bank/accounts/open-term-deposit');
  },
};

/** In English: the group's name, its total and the plus link speak the customer's language. */
export const InEnglish: Story = {
  args: { group: 'savings', total: 520000 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /^Savings accounts Total 5,200\.00 euros$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open a new savings account' })).toBeVisible();
  },
};
