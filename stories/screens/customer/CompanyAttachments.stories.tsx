import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as attachments from '../../../api/companyAttachments';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';

const SENT: attachments.CompanyAttachment = {
  Id: '0b7c9f0e-4d1a-4c55-9a57-1f2e3d4c5b6a',
  FileName: 'Tilinpäätös 2025.pdf',
  Size: 245_760,
  ContentType: 'application/pdf',
  SentAt: '2026-11-20T10:15:00.000Z',
  SentBy: 'Jukka Kuusela',
};

const screen = bankScreen('/bank/company/attachments', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(attachments.companyAttachments, [SENT])
    .on(attachments.companyAttachmentUpload, ({ File: file }) => ({
      ...SENT,
      FileName: file.name,
      Size: file.size,
    })),
);

const meta = { title: 'Screens/Customer/Company attachments', ...screenMeta } satisfies Meta;
export default meta;

/** The main user sends the trade register extract to the bank. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    const file = new File([new Uint8Array(2048)], 'Kaupparekisteriote.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(await canvas.findByLabelText('Valitse tiedosto'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä liite' }));
    await expect(
      await canvas.findByText('Liite Kaupparekisteriote.pdf on lähetetty pankille.'),
    ).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(attachments.companyAttachments),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(attachments.companyAttachments),
});
export const Empty = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.on(attachments.companyAttachments, []),
});
export const KycExpired = screen.state({ who: 'companyMainUser', kyc: 'expired' });
