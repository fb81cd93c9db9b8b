import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as cards from '../../../api/cards';
import * as prepaidCards from '../../../api/prepaidCards';
import { cardOrderBank, PREPAID_CARD_ID } from '../../../app/testing/cardOrderBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const { payment } = SAMPLE_ACCOUNTS;

const screen = bankScreen(`/bank/cards/prepaid-transfer/${PREPAID_CARD_ID}`, (who) =>
  cardOrderBank(who).on(prepaidCards.transferToCard, {
    TransactionId: 'e1000000-0000-4000-8000-000000000001',
    BookingDate: '2026-11-26',
    Amount: -100_00,
    AccountBalance: payment.Balance - 100_00,
    CardBalance: 250_00,
  }),
);

const meta = { title: 'Screens/Cards/Prepaid card transfer', ...screenMeta } satisfies Meta;
export default meta;

/** The main user tops the prepaid card up with 100 € and confirms. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await fill(await canvas.findByRole('textbox', { name: 'Summa (€)' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Vahvista siirto' }));
    await expect(await canvas.findByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(cards.companyCardDetails),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(cards.companyCardDetails),
});
export const KycExpired = screen.state({ who: 'companyMainUser', kyc: 'expired' });
