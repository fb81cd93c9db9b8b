import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as calls from '../../../api/purchaseRights';
import { CUSTOMERS, loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { IDENTIFICATION_URL } from '../../../app/testing/paymentBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const SESSION_ID = '0b7c9f0e-4d1a-4c55-9a57-1f2e3d4c5b6a';
const EMILIA = {
  Id: '6f1b9a52-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
  Name: 'Emilia Lehtonen',
  MaskedPersonalId: '190401A****',
  GrantedAt: '2026-11-20T10:15:00.000Z',
};

const screen = bankScreen('/bank/company/purchase-rights', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(calls.purchaseRights, { Rights: [EMILIA] })
    .on(calls.purchaseRightsAdd, { SessionId: SESSION_ID, ApprovalText: 'Valtuus' })
    .on(calls.purchaseRightsComplete, { Rights: [EMILIA] })
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL }),
);

const meta = { title: 'Screens/Customer/Purchase rights', ...screenMeta } satisfies Meta;
export default meta;

/** The main user gives a person a right and leaves to confirm it by strong identification. */
export const Loaded = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas, loaded }) => {
    await fill(await canvas.findByRole('textbox', { name: 'Henkilötunnus' }), '190401A984F');
    await fill(canvas.getByRole('textbox', { name: 'Etunimi' }), 'Emilia');
    await fill(canvas.getByRole('textbox', { name: 'Sukunimi' }), 'Lehtonen');
    await userEvent.click(canvas.getByRole('button', { name: 'Anna valtuus' }));
    await waitFor(() =>
      expect(loaded.screen.bank.requestsTo(auth.startAuthentication)).toHaveLength(1),
    );
  },
});
export const Empty = screen.company({
  bank: (fake) => fake.on(calls.purchaseRights, { Rights: [] }),
});
export const Loading = screen.company({ bank: (fake) => fake.hang(calls.purchaseRights) });
export const Failed = screen.company({ bank: (fake) => fake.unreachable(calls.purchaseRights) });
/** Back from the identification: the bank completes the change the tab kept. */
export const Confirmed = screen.company({
  path: '/bank/company/purchase-rights?status=ok',
  prepare: () =>
    sessionStorage.setItem(
      calls.purchaseRightsComplete.path,
      JSON.stringify({ SessionId: SESSION_ID }),
    ),
});
/** A user of the company who is not its main user sees the rights, not the changes. */
export const NotMainUser = screen.company({
  bank: (fake) => fake.on(bank.customer, { ...CUSTOMERS.companyMainUser, Role: 'Authorized' }),
});
