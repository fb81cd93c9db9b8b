import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as cardHolders from '../../../api/cardHolders';
import { CUSTOMERS, loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const INVITATION_ID = 'd2000000-0000-4000-8000-000000000001';
const COMPANY = CUSTOMERS.companyMainUser.AvailableCustomers[1]!;

const screen = bankScreen(`/bank/cards/invitation/${INVITATION_ID}`, (who) =>
  loggedInAs(createFakeBank(), who)
    .on(cardHolders.cardHolderInvitationForInvitee, {
      Id: INVITATION_ID,
      CompanyName: COMPANY.Name,
      CardLimit: 1_500_00,
      Status: 'Pending',
    })
    .on(cardHolders.cardHolderInvitationApprovalUpdate, {
      Id: INVITATION_ID,
      Status: 'Rejected',
    }),
);

const meta = { title: 'Screens/Cards/Card holder invitation', ...screenMeta } satisfies Meta;
export default meta;

/** The invited person declines. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hylkää kutsu' }));
    await expect(await canvas.findByRole('heading', { name: 'Kutsu on hylätty' })).toBeVisible();
  },
});
export const Loading = screen.loading(cardHolders.cardHolderInvitationForInvitee);
export const Failed = screen.failed(cardHolders.cardHolderInvitationForInvitee);
export const Answered = screen.state({
  bank: (fake) =>
    fake.on(cardHolders.cardHolderInvitationForInvitee, {
      Id: INVITATION_ID,
      CompanyName: COMPANY.Name,
      CardLimit: 1_500_00,
      Status: 'Accepted',
    }),
});
