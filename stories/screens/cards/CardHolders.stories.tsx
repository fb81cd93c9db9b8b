import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as cardHolders from '../../../api/cardHolders';
import { cardOrderBank, INVITATIONS } from '../../../app/testing/cardOrderBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const removed = INVITATIONS[1]!;

const screen = bankScreen('/bank/cards/holders', (who) =>
  cardOrderBank(who).on(cardHolders.reactivatePendingInvitation, (input) => ({
    ...removed,
    ...input,
    Status: 'Pending' as const,
  })),
);

const meta = { title: 'Screens/Cards/Card holders', ...screenMeta } satisfies Meta;
export default meta;

/** The main user sends a removed invitation again, to an address the form refuses. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: new RegExp(`^Lähetä uudelleen\\s+${removed.Email.replaceAll('.', '\\.')}$`),
      }),
    );
    const email = canvas.getByRole('textbox', { name: 'Sähköposti' });
    await fill(email, 'ei-osoite');
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Syötä kelvollinen sähköpostiosoite'),
    );
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
  bank: (fake) =>
    fake.on(cardHolders.companyCardHolders, []).on(cardHolders.pendingCardHolderInvitations, []),
});
export const CardHolder = screen.state({ who: 'cardHolder' });
