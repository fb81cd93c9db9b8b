import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as cards from '../../../api/cards';
import { selectCard } from '../../../app/testing/selectedCard';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill, onPage } from '../play';
import { cardBank, COMPANY_CARD, PERSON_CARD } from './cardBank';

const screen = bankScreen('/bank/cards/details', cardBank);

const meta = { title: 'Screens/Cards/Card', ...screenMeta } satisfies Meta;
export default meta;

/** The card owner lowers the daily cash limit. */
export const Loaded = screen.main({
  prepare: () => selectCard(PERSON_CARD.CardId),
  bank: (fake) => fake.on(cards.consumerCardSettings, PERSON_CARD),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kortin rajat' }));
    const dialog = within(await onPage().findByRole('dialog', { name: 'Kortin rajat' }));
    await fill(dialog.getByRole('textbox', { name: 'Nostoraja päivässä' }), '300');
    await userEvent.tab();
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await expect(await canvas.findByText('Kortin rajat on tallennettu.')).toBeVisible();
  },
});
const chosen = { prepare: () => selectCard(PERSON_CARD.CardId) };
export const Loading = screen.state({ ...chosen, bank: (fake) => fake.hang(cards.credit) });
export const Failed = screen.state({ ...chosen, bank: (fake) => fake.unreachable(cards.credit) });
export const NoTransactions = screen.state({
  ...chosen,
  bank: (fake) => fake.on(cards.cardAccountTransactions, []),
});
export const ViewOnly = screen.viewOnly(chosen);
export const KycExpired = screen.kycExpired(chosen);
/** Opened with no card chosen. */
export const NoCardChosen = screen.state();
export const Company = screen.company({ prepare: () => selectCard(COMPANY_CARD.CardId) });
export const CardHolder = screen.state({
  who: 'cardHolder',
  prepare: () => selectCard(COMPANY_CARD.CardId),
});
