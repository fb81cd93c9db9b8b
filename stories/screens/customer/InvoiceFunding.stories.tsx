import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as funding from '../../../api/invoiceFunding';
import { invoiceFundingBank } from '../../../app/testing/invoiceFundingBank';
import { bankScreen, screenMeta } from '../bankScreen';

const screen = bankScreen('/bank/company/invoice-funding', invoiceFundingBank);

const meta = { title: 'Screens/Customer/Invoice funding', ...screenMeta } satisfies Meta;
export default meta;

/** The main user looks at the invoices the debtors have paid within three months. */
export const Loaded = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Maksetut 3 kk' }));
    await expect(
      await canvas.findByRole('list', { name: 'Myyntilaskut: Maksetut 3 kk' }),
    ).toBeVisible();
  },
});
export const Loading = screen.company({
  bank: (fake) => fake.hang(funding.invoiceFundingTotals),
});
export const Failed = screen.company({
  bank: (fake) => fake.unreachable(funding.invoiceFundingSalesPaidFiltered),
});
export const NoAgreement = screen.company({
  bank: (fake) => fake.on(funding.invoiceFundingTotals, null),
});
export const NothingFunded = screen.company({
  bank: (fake) =>
    fake.on(funding.invoiceFundingSalesPaidFiltered, []).on(funding.invoiceFundingPurchase, []),
});
/** A person's session is refused a company's funding, and the page says so. */
export const Refused = screen.state({
  who: 'person',
  bank: (fake) =>
    fake.refuse(funding.invoiceFundingTotals, 'customerType', 'errors.access.companiesOnly', 403),
});
