import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as attachments from '../../../api/companyAttachments';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/company/attachments';

const SENT: attachments.CompanyAttachment = {
  Id: '0b7c9f0e-4d1a-4c55-9a57-1f2e3d4c5b6a',
  FileName: 'Tilinpäätös 2025.pdf',
  Size: 245_760,
  ContentType: 'application/pdf',
  SentAt: '2026-11-20T10:15:00.000Z',
  SentBy: 'Jukka Kuusela',
};

const companyBank = () => loggedInAs(createFakeBank(), 'companyMainUser');

const pdf = (name = 'Kaupparekisteriote.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const choose = async (file: File) => {
  // The picker's input stays in the tab order; its label is the visible button.
  await userEvent.upload(await screen.findByLabelText('Valitse tiedosto'), file);
};

beforeAll(() => import('./CompanyAttachmentsPage'));

describe('the company’s attachments', () => {
  it('lists the documents sent with their size, date and sender', async () => {
    await renderPage(PAGE, companyBank().on(attachments.companyAttachments, [SENT]));
    const row = (await screen.findByText('Tilinpäätös 2025.pdf')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('240 kt');
    expect(row).toHaveTextContent('20.11.2026');
    expect(row).toHaveTextContent('Lähettäjä: Jukka Kuusela');
    expect(within(row).getByRole('button', { name: 'Lataa Tilinpäätös 2025.pdf' })).toBeVisible();
    await expectAccessible();
  });

  it('says so when nothing has been sent', async () => {
    await renderPage(PAGE, companyBank().on(attachments.companyAttachments, []));
    expect(await screen.findByText('Yritys ei ole vielä lähettänyt liitteitä.')).toBeVisible();
  });

  it('shows the wait while the bank answers', async () => {
    await renderPage(PAGE, companyBank().hang(attachments.companyAttachments));
    expect(await screen.findByRole('heading', { name: 'Lähetetyt liitteet' })).toBeVisible();
    expect(screen.queryByText('Yritys ei ole vielä lähettänyt liitteitä.')).not.toBeInTheDocument();
    expect(screen.queryByText('Tilinpäätös 2025.pdf')).not.toBeInTheDocument();
  });

  it('says a failure with a way to try again', async () => {
    const fake = companyBank().refuse(
      attachments.companyAttachments,
      'technical_error',
      'Palvelussa on häiriö',
      500,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Liitteiden lataaminen epäonnistui.')).toBeVisible();
    fake.on(attachments.companyAttachments, [SENT]);
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Tilinpäätös 2025.pdf')).toBeVisible();
  });

  it('sends a chosen file and lists it', async () => {
    const fake = companyBank()
      .on(attachments.companyAttachments, [])
      .on(attachments.companyAttachmentUpload, ({ File: file }) => ({
        ...SENT,
        FileName: file.name,
        Size: file.size,
      }));
    await renderPage(PAGE, fake);
    await choose(pdf());
    fake.on(attachments.companyAttachments, [{ ...SENT, FileName: 'Kaupparekisteriote.pdf' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä liite' }));
    expect(
      await screen.findByText('Liite Kaupparekisteriote.pdf on lähetetty pankille.'),
    ).toBeVisible();
    const [sent] = fake.requestsTo(attachments.companyAttachmentUpload);
    expect(sent?.File.name).toBe('Kaupparekisteriote.pdf');
    expect(
      await screen.findByRole('button', { name: 'Lataa Kaupparekisteriote.pdf' }),
    ).toBeVisible();
    // The box is ready for the next file.
    expect(screen.getByLabelText('Valitse tiedosto')).toBeInTheDocument();
  });

  it('refuses a file too large or of another kind in the box, sending nothing', async () => {
    const fake = companyBank().on(attachments.companyAttachments, []);
    await renderPage(PAGE, fake);
    await choose(pdf('iso.pdf', 4 * 1024 * 1024));
    expect(await screen.findByText('Tiedoston koko on liian suuri')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    await userEvent.upload(
      screen.getByLabelText('Valitse tiedosto'),
      new File(['MZ'], 'ohjelma.exe', { type: 'application/x-msdownload' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Tiedosto on väärässä muodossa')).toBeVisible();
    expect(fake.requestsTo(attachments.companyAttachmentUpload)).toEqual([]);
  });

  it('keeps the chosen file when the bank refuses it, and sends the same file again', async () => {
    const fake = companyBank()
      .on(attachments.companyAttachments, [])
      .refuse(attachments.companyAttachmentUpload, 'File', 'Tiedosto on väärässä muodossa');
    await renderPage(PAGE, fake);
    await choose(pdf('lasku.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä liite' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Liitteen lähettäminen epäonnistui');
    expect(alert).toHaveTextContent('Tiedosto on väärässä muodossa');
    expect(screen.getByText('lasku.pdf')).toBeVisible();

    fake.on(attachments.companyAttachmentUpload, { ...SENT, FileName: 'lasku.pdf' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Liite lasku.pdf on lähetetty pankille.')).toBeVisible();
    const sends = fake.requestsTo(attachments.companyAttachmentUpload);
    expect(sends.map((send) => send.File.name)).toEqual(['lasku.pdf', 'lasku.pdf']);
  });

  it('shows a view-only user the list but no upload box', async () => {
    const fake = companyBank()
      .on(bank.kyc, { KycValidTo: '2030-01-01', IsKYCVerified: true, IsViewOnly: true })
      .on(attachments.companyAttachments, [SENT]);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Tilinpäätös 2025.pdf')).toBeVisible();
    expect(screen.queryByLabelText('Valitse tiedosto')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi lähettää liitteitä.',
      ),
    ).toBeVisible();
  });
});
