import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { sampleCompanyLoan, sampleLimit, sampleLoan } from '../../testing/sampleLoans';

const aPerson = () => loggedInAs(createFakeBank()).on(loans.summary, [sampleLoan(), sampleLimit()]);

describe('the loans list', () => {
  it('lists a person’s loans and limits, each a link to its page', async () => {
    await renderPage('/bank/loans', aPerson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lainat' })).toBeVisible();
    const loan = await screen.findByRole('link', { name: /^Remonttilaina/ });
    await waitFor(() => expect(document.title).toBe('Lainat – Verkkopankki'));
    expect(loan).toHaveAttribute('href', `/bank/loans/${sampleLoan().Id}/details`);
    expect(loan).toHaveTextContent(/Jäljellä.*6\s800,00\s€/);
    const limit = screen.getByRole('link', { name: /^Joustoraha/ });
    expect(limit).toHaveAttribute('href', `/bank/loans/limit/${sampleLimit().Id}/details`);
    expect(limit).toHaveTextContent(/Luottoraja.*5\s000,00\s€/);
    await expectAccessible();
  });

  it('opens a loan’s page from the list', async () => {
    const { router } = await renderPage('/bank/loans', aPerson());
    await userEvent.click(await screen.findByRole('link', { name: /^Remonttilaina/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remonttilaina' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/bank/loans/${sampleLoan().Id}/details`);
  });

  it('shows a company its loans under the company’s address', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser').on(loans.summary, [
      sampleCompanyLoan(),
    ]);
    const { router } = await renderPage('/bank/loans', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yrityslainat' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/company/loans');
    expect(await screen.findByRole('link', { name: /^Yrityksen joustoluotto/ })).toHaveAttribute(
      'href',
      `/bank/company/loans/${sampleCompanyLoan().Id}/details`,
    );
  });

  it('says so when the customer has no loans', async () => {
    await renderPage('/bank/loans', aPerson().on(loans.summary, []));
    expect(await screen.findByText('Sinulla ei ole lainoja eikä luottorajoja.')).toBeVisible();
  });

  it('shows a loading state while the loans have not come', async () => {
    await renderPage('/bank/loans', aPerson().hang(loans.summary));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the loans could not be loaded, and loads them again when asked', async () => {
    const fake = aPerson().unreachable(loans.summary);
    await renderPage('/bank/loans', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainatietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(loans.summary, [sampleLoan()]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /^Remonttilaina/ })).toBeVisible();
  });

  it('says why the bank refused the list', async () => {
    const fake = aPerson().refuse(loans.summary, 'Customer', 'errors.access.notEntitled', 403);
    await renderPage('/bank/loans', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainatietojen lataaminen epäonnistui.')).toBeVisible();
    expect(
      within(alert).getByText('Sinulla ei ole oikeutta asioida tämän asiakkaan puolesta.'),
    ).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeVisible();
  });
});
