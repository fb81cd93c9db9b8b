import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import * as loans from '../../../api/loans';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const aPerson = () =>
  loggedInAs(createFakeBank())
    .on(bank.accounts, [])
    .on(loans.summary, [])
    .on(auth.logout, { LoggedOut: true });

describe('the logout page', () => {
  it('ends the session at the bank and forgets everything of the customer', async () => {
    const fake = aPerson();
    const { router } = await renderPage('/bank/home', fake);
    await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(await screen.findByText('Olet kirjautunut ulos.')).toBeVisible();
    await waitFor(() => expect(fake.requestsTo(auth.logout)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Kirjaudu uudelleen' })).toHaveAttribute(
      'href',
      '/bank/login',
    );
    // Back in the bank, nothing is shown from memory: who is logged in is asked again.
    await router.navigate('/bank/home');
    await screen.findByRole('heading', { level: 1, name: 'Hei Aino!' });
    expect(fake.requestsTo(bank.customer)).toHaveLength(2);
  });

  it('tells a customer whose session timed out why they were logged out', async () => {
    const fake = aPerson();
    await renderPage('/bank/login/logout?to=1', fake);
    expect(await screen.findByText('Istuntosi on aikakatkaistu.')).toBeVisible();
    expect(screen.queryByText('Olet kirjautunut ulos.')).toBeNull();
    await expectAccessible();
    await waitFor(() => expect(fake.requestsTo(auth.logout)).toHaveLength(1));
  });

  it('still lets the customer leave when the bank cannot be reached', async () => {
    await renderPage('/bank/login/logout', aPerson().unreachable(auth.logout));
    expect(await screen.findByText('Olet kirjautunut ulos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kirjaudu uudelleen' })).toBeVisible();
  });
});
