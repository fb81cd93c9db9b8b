import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as loans from '../../../api/loans';
import { homeBank } from '../../../app/testing/homeBank';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { paymentBank } from '../../../app/testing/paymentBank';
import { loanDueOn } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const screen = bankScreen('/bank/home', (who) =>
  who === 'person'
    ? homeBank()
    : paymentBank(who).on(loans.summary, who === 'viewOnly' ? [loanDueOn('2030-02-20')] : []),
);

const meta = { title: 'Screens/Accounts/Home', ...screenMeta } satisfies Meta;
export default meta;

/** The customer opens the menu from the home page. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /^Käyttötili/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Valikko' }));
    await expect(await onPage().findByRole('dialog', { name: 'Valikko' })).toBeVisible();
  },
});
export const Loading = screen.loading(bank.accounts);
export const Empty = screen.state({
  bank: (fake) => fake.on(bank.accounts, []).on(loans.summary, []),
});
export const Failed = screen.failed(bank.accounts);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
export const Company = screen.company();
export const CardHolder = screen.state({
  bank: () => loggedInAs(createFakeBank(), 'cardHolder'),
});
