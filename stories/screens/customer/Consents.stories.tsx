import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Consent } from '../../../api/consents';
import * as consents from '../../../api/consents';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const BUDGETLY: Consent = {
  ConsentId: 'c1000000-0000-4000-8000-000000000001',
  ProviderName: 'Budgetly',
  Access: ['accounts', 'balances', 'transactions'],
  Accounts: [
    { Id: 'a1000000-0000-4000-8000-000000000001', Iban: 'FI2112345600000785', Name: 'Käyttötili' },
  ],
  Status: 'Accepted',
  ValidUntil: '2027-02-25',
  AcceptedAt: '2026-11-27T10:00:00.000Z',
};
const REVOKED: Consent = {
  ...BUDGETLY,
  ConsentId: 'c1000000-0000-4000-8000-000000000002',
  Status: 'Revoked',
};

const screen = bankScreen('/bank/customer/consents', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(consents.consentList, [BUDGETLY, REVOKED])
    .on(consents.consentReject, {
      ConsentId: BUDGETLY.ConsentId,
      Status: 'Revoked',
      RedirectUrl: null,
    }),
);

const meta = { title: 'Screens/Customer/Consents', ...screenMeta } satisfies Meta;
export default meta;

/** The customer revokes a provider's consent after saying yes; the bank confirms it. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Peru suostumus: Budgetly' }));
    const dialog = await onPage().findByRole('dialog', {
      name: 'Haluatko varmasti perua suostumuksen?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    await expect(await canvas.findByText('Suostumus peruttu')).toBeVisible();
  },
});
export const Empty = screen.state({ bank: (fake) => fake.on(consents.consentList, []) });
export const Loading = screen.loading(consents.consentList);
export const Failed = screen.failed(consents.consentList);
