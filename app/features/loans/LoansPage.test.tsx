import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { sampleCompanyLoan, sampleLimit, sampleLoan } from '../../testing/sampleLoans';

const TOP_UP = {
  Id: '7d7d7d7d-1d3f-4e5a-9b7c-000000000001',
  Status: 'InProcess' as const,
  PurposeEnum: 'Renovation' as const,
  IsTopUpLoan: true,
  LoanId: sampleLoan().Id,
  Amount: 9_800_00,
  InstallmentCount: 48,
  TopUpIncreaseAmount: 3_000_00,
  ApprovedAmount: null,
  CreatedAt: '2026-11-20T10:00:00+02:00',
};
const ACTIVE = {
  ...TOP_UP,
  Id: '7d7d7d7d-1d3f-4e5a-9b7c-000000000002',
  Status: 'Active' as const,
  IsTopUpLoan: false,
  LoanId: null,
  TopUpIncreaseAmount: null,
  Amount: 10_000_00,
  ApprovedAmount: 10_000_00,
  CreatedAt: '2025-11-01T10:00:00+02:00',
};

const aPerson = () =>
  loggedInAs(createFakeBank())
    .on(loans.summary, [sampleLoan(), sampleLimit()])
    .on(loans.applications, [TOP_UP, ACTIVE]);

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

  it('lists a person’s loan applications with their status badges', async () => {
    await renderPage('/bank/loans', aPerson());
    const applications = await screen.findByRole('region', { name: 'Lainahakemukset' });
    const rows = await within(applications).findAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Lainan korotus.*9\s800,00\s€.*Käsittelyssä$/),
      expect.stringMatching(/^Uusi laina.*10\s000,00\s€.*Voimassa$/),
    ]);
    expect(rows[0]).toHaveAttribute('href', `/bank/loans/application/${TOP_UP.Id}/details`);
  });

  it('opens an application’s page with what was asked and granted', async () => {
    await renderPage(`/bank/loans/application/${ACTIVE.Id}/details`, aPerson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lainahakemus' })).toBeVisible();
    expect(await screen.findByText('Voimassa')).toBeVisible();
    expect(screen.getByText('Myönnetty määrä').nextSibling).toHaveTextContent(/10\s000,00\s€/);
    expect(screen.getByText('Laina-aika').nextSibling).toHaveTextContent('48 kk');
    await expectAccessible();
  });

  it.each(['9e9e9e9e-1d3f-4e5a-9b7c-000000000009', 'nonsense'])(
    'says an application %s that is not the customer’s is not found',
    async (applicationId) => {
      await renderPage(`/bank/loans/application/${applicationId}/details`, aPerson());
      expect(await screen.findByText('Lainahakemusta ei löytynyt')).toBeVisible();
    },
  );

  it('says the applications could not be loaded, and keeps the loans', async () => {
    await renderPage('/bank/loans', aPerson().unreachable(loans.applications));
    const applications = await screen.findByRole('region', { name: 'Lainahakemukset' });
    expect(
      await within(applications).findByText('Lainahakemusten lataaminen epäonnistui.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /^Remonttilaina/ })).toBeVisible();
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
    await renderPage('/bank/loans', aPerson().on(loans.summary, []).on(loans.applications, []));
    expect(await screen.findByText('Sinulla ei ole lainoja eikä luottorajoja.')).toBeVisible();
    expect(await screen.findByText('Sinulla ei ole lainahakemuksia.')).toBeVisible();
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
