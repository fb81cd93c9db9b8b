import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as bankProducts from '../../../api/bankProducts';
import { NEW_ACCOUNT, opened, openingBank } from '../../../app/testing/openingBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const screen = bankScreen('/bank/accounts/open-payment-account', openingBank);

const meta = { title: 'Screens/Opening/Payment account', ...screenMeta } satisfies Meta;
export default meta;

/** The customer accepts the terms, answers yes, and the account is open. */
export const Loaded = screen.main({
  bank: (fake) => fake.on(bankProducts.basicAccountCreate, opened(NEW_ACCOUNT)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa tili' }));
    const question = await onPage().findByRole('dialog', { name: 'Avataanko tili?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));
    await expect(await canvas.findByRole('heading', { name: 'Tili on avattu' })).toBeVisible();
  },
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
