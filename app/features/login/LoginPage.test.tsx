import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

describe('the login page', () => {
  it('starts the identification with a plain form, asking the bank nothing itself', async () => {
    const fake = createFakeBank();
    await renderPage('/bank/login', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kirjaudu verkkopankkiin' }),
    ).toBeVisible();
    const identify = screen.getByRole('button', { name: 'Tunnistaudu' });
    expect(identify.closest('form')).toHaveAttribute('action', '/bank/login/identify');
    await waitFor(() => expect(document.title).toBe('Kirjaudu – Verkkopankki'));
    expect(fake.requests).toEqual([]);
  });

  it('says why the last identification did not log the customer in', async () => {
    await renderPage('/bank/login?error=authentication_aborted', createFakeBank());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kirjautuminen ei onnistunutTunnistautuminen keskeytettiin.',
    );
    await expectAccessible();
  });

  it('ignores an error it does not know', async () => {
    await renderPage('/bank/login?error=<script>', createFakeBank());
    await screen.findByRole('heading', { level: 1, name: 'Kirjaudu verkkopankkiin' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English when the customer has chosen it', async () => {
    await renderPage('/bank/login', createFakeBank(), { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Identify' })).toBeVisible();
  });
});
