import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as communication from '../../../api/communication';
import type { Inbox } from '../../../api/communication';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/messages';
const THREAD = '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a01';
const DRAFT_THREAD = '3c7e2a10-5b1d-4e8f-9a2c-6d4b8e1f0a02';

const INBOX: Inbox = {
  UnreadCount: 2,
  Threads: [
    {
      Id: THREAD,
      Subject: 'Kortin raja',
      LastMessageAt: '2026-11-26T08:05:00.000Z',
      UnreadCount: 2,
      HasDraft: false,
    },
    {
      Id: DRAFT_THREAD,
      Subject: 'Osoitteenmuutos',
      LastMessageAt: '2026-11-20T12:30:00.000Z',
      UnreadCount: 0,
      HasDraft: true,
    },
  ],
};

const withInbox = (inbox: Inbox = INBOX, who: 'person' | 'companyMainUser' = 'person') =>
  loggedInAs(createFakeBank(), who).on(communication.communicationThreads, inbox);

describe('the inbox', () => {
  it('lists the threads, the unread one marked, and counts them beside the menu’s Viestit', async () => {
    await renderPage(PAGE, withInbox());
    expect(await screen.findByRole('heading', { level: 1, name: 'Viestit' })).toBeVisible();
    const unread = await screen.findByRole('link', { name: /^Kortin raja/ });
    expect(unread).toHaveAttribute('href', `${PAGE}/${THREAD}`);
    expect(unread).toHaveAccessibleName(
      /Kortin raja.*Viimeisin viesti 26\.11\.2026 klo 10\.05.*2 lukematonta viestiä/,
    );
    const draft = screen.getByRole('link', { name: /^Osoitteenmuutos/ });
    expect(within(draft).getByText('Luonnos')).toBeVisible();
    expect(within(draft).queryByText('Uusi')).toBeNull();
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Viestit (2 lukematonta)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Uusi viesti' })).toHaveAttribute(
      'href',
      `${PAGE}/new`,
    );
    await expectAccessible();
  });

  it('says when there are no messages, with no count in the menu', async () => {
    await renderPage(PAGE, withInbox({ UnreadCount: 0, Threads: [] }));
    expect(
      await screen.findByText(
        'Sinulla ei ole vielä viestejä. Voit lähettää pankille uuden viestin.',
      ),
    ).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Viestit' })).toBeVisible();
    await expectAccessible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    await renderPage(PAGE, loggedInAs(createFakeBank()).hang(communication.communicationThreads));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = loggedInAs(createFakeBank()).unreachable(communication.communicationThreads);
    await renderPage(PAGE, failing);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Viestejä ei voitu hakea.')).toBeVisible();
    await expectAccessible();
    failing.on(communication.communicationThreads, INBOX);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /^Kortin raja/ })).toBeVisible();
  });

  it('says the bank’s refusal', async () => {
    const refused = loggedInAs(createFakeBank()).refuse(
      communication.communicationThreads,
      'customer',
      'Sinulla on vain katseluoikeus verkkopankkiin.',
      403,
    );
    await renderPage(PAGE, refused);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sinulla on vain katseluoikeus verkkopankkiin.')).toBeVisible();
  });

  it('is not for a company’s card holder, who is not asked about it', async () => {
    const fake = loggedInAs(createFakeBank(), 'cardHolder');
    await renderPage('/bank/company/messages', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivu ei ole käytettävissäsi' }),
    ).toBeVisible();
    expect(fake.requestsTo(communication.communicationThreads)).toEqual([]);
  });

  it('a company’s inbox is under the company, its threads linked there', async () => {
    await renderPage('/bank/company/messages', withInbox(INBOX, 'companyMainUser'));
    expect(await screen.findByRole('link', { name: /^Kortin raja/ })).toHaveAttribute(
      'href',
      `/bank/company/messages/${THREAD}`,
    );
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    expect(within(menu).getByRole('link', { name: 'Viestit (2 lukematonta)' })).toHaveAttribute(
      'href',
      '/bank/company/messages',
    );
  });
});

describe('the unread count on a phone', () => {
  beforeEach(async () => {
    await page.viewport(375, 800);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows on the closed menu’s button, and beside Viestit in its sheet', async () => {
    await renderPage(PAGE, withInbox());
    const menuButton = await screen.findByRole('button', { name: 'Valikko (2 lukematonta)' });
    await userEvent.click(menuButton);
    const sheet = screen.getByRole('dialog', { name: 'Valikko' });
    expect(within(sheet).getByRole('link', { name: 'Viestit (2 lukematonta)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible();
  });
});
