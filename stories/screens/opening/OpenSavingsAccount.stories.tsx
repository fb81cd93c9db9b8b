import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as bankProducts from '../../../api/bankProducts';
import { openingBank } from '../../../app/testing/openingBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const screen = bankScreen('/bank/accounts/open-savings-account', openingBank);

const meta = { title: 'Screens/Opening/Savings account', ...screenMeta } satisfies Meta;
export default meta;

/** The customer asks to open the account; the bank refuses and the page says why. */
export const Refused = screen.main({
  bank: (fake) =>
    fake.refuse(
      bankProducts.savingsAccountCreate,
      'customer',
      'Asiakastietosi ovat vanhentuneet.',
      403,
    ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa tili' }));
    const question = await onPage().findByRole('dialog', { name: 'Avataanko tili?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tilin avaaminen epäonnistui');
  },
});
export const Loaded = screen.state();
export const Loading = screen.loading(bank.getConfig);
export const Failed = screen.failed(bank.getConfig);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const Company = screen.company();
