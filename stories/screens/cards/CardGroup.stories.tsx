import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as cards from '../../../api/cards';
import { bankScreen, screenMeta } from '../bankScreen';
import { cardBank, COMPANY_CARD } from './cardBank';

const screen = bankScreen(`/bank/cards/customer/${COMPANY_CARD.AccountId}`, cardBank);

const meta = { title: 'Screens/Cards/Card account', ...screenMeta } satisfies Meta;
export default meta;

/** The company's main user reads the card account and its bookings. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Korttitili' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Tapahtumat' })).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(cards.listCompany),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(cards.listCompany),
});
export const NoTransactions = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.on(cards.cardAccountTransactions, []),
});
