import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const AINO: CallOutput<typeof bank.customerDetails> = {
  Name: 'Aino Virtanen',
  customerType: 'Person',
  IdentityCode: '150390-****',
  Email: 'aino.virtanen@example.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
  StreetAddress: 'Esimerkkikatu 1 A 2',
  PostalCode: '00100',
  City: 'Helsinki',
  Country: 'FI',
  BankAccount: null,
};

const screen = bankScreen('/bank/customer', (who) =>
  loggedInAs(createFakeBank(), who).on(bank.customerDetails, AINO),
);

const meta = { title: 'Screens/Customer/Own details', ...screenMeta } satisfies Meta;
export default meta;

/** The customer reads their details and finds the ways to change them. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('aino.virtanen@example.fi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Turvarajat' })).toBeVisible();
  },
});
export const Loading = screen.loading(bank.customerDetails);
export const Failed = screen.failed(bank.customerDetails);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();
