import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as cardHolders from '../../../api/cardHolders';
import * as cardOrders from '../../../api/cardOrders';
import { cardOrderBank, ORDER_ID, SANNA_ID } from '../../../app/testing/cardOrderBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const screen = bankScreen('/bank/cards/add-business-card', (who) =>
  cardOrderBank(who).on(cardOrders.companyCardApplicationLimit, {
    SessionId: ORDER_ID,
    ApprovalText: 'Kortin tilaaminen',
  }),
);

const meta = { title: 'Screens/Cards/Business card order', ...screenMeta } satisfies Meta;
export default meta;

/** The main user orders a card for a holder with a limit, and reviews the order. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Kortinhaltija'), SANNA_ID);
    await fill(canvas.getByRole('textbox', { name: /Kortin luottoraja/ }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(await canvas.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(cardHolders.companyCardHolders),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(cardHolders.companyCardHolders),
});
export const Empty = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.on(cardHolders.companyCardHolders, []),
});
export const KycExpired = screen.state({ who: 'companyMainUser', kyc: 'expired' });
export const Prepaid = screen.state({
  who: 'companyMainUser',
  path: '/bank/cards/business-prepaid-card',
});
/** A person: business cards are for companies. */
export const Person = screen.state();
