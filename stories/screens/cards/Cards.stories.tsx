import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as cards from '../../../api/cards';
import { bankScreen, screenMeta } from '../bankScreen';
import { cardBank } from './cardBank';

const screen = bankScreen('/bank/cards', cardBank);

const meta = { title: 'Screens/Cards/Cards', ...screenMeta } satisfies Meta;
export default meta;

/** The customer opens a card from the overview. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Visa Credit/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Visa Credit' }),
    ).toBeVisible();
  },
});
export const Loading = screen.loading(cards.credit);
export const Failed = screen.failed(cards.credit);
export const Empty = screen.state({ bank: (fake) => fake.on(cards.credit, []) });
export const ViewOnly = screen.viewOnly();
export const Company = screen.company();
export const CardHolder = screen.state({ who: 'cardHolder' });
