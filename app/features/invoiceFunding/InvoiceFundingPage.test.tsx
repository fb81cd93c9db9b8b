import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as funding from '../../../api/invoiceFunding';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { invoiceFundingBank as companyBank, OPEN_SALES } from '../../testing/invoiceFundingBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/company/invoice-funding';

beforeAll(() => import('./InvoiceFundingPage'));

describe('the company’s invoice funding', () => {
  it('shows the totals, the open sales invoices and the purchase invoices', async () => {
    await renderPage(PAGE, companyBank());
    expect(await screen.findByRole('heading', { level: 1, name: 'Laskurahoitus' })).toBeVisible();
    const totals = await screen.findByRole('region', { name: 'Rahoituksen tilanne' });
    expect(totals).toHaveTextContent('Rahoitusraja150 000,00 €');
    expect(totals).toHaveTextContent('Käytettävissä103 120,00 €');
    expect(totals).toHaveTextContent('Ennakko myyntilaskuista80 %');
    const sales = await screen.findByRole('list', { name: 'Myyntilaskut: Avoimet' });
    const [row] = within(sales).getAllByRole('listitem');
    expect(within(row!).getByRole('heading', { name: 'As Oy Kauniaisten Kuusikko' })).toBeVisible();
    expect(within(row!).getByText('Rahoitettu', { exact: true })).toBeVisible();
    expect(row).toHaveTextContent('Lasku 3142');
    expect(row).toHaveTextContent('Laskun summa18 600,00 €');
    expect(row).toHaveTextContent('Rahoitettu summa14 880,00 €');
    expect(row).toHaveTextContent('Eräpäivä02.12.2026');
    const purchase = await screen.findByRole('list', { name: 'Ostolaskut' });
    expect(within(purchase).getByText('Eriste-Mäki Oy')).toBeVisible();
    expect(purchase).toHaveTextContent('Myyjä · Lasku 3139');
    await expectAccessible();
  });

  it('lists the sales invoices by each filter, by keyboard as by pointer', async () => {
    const fake = companyBank();
    await renderPage(PAGE, fake);
    const open = await screen.findByRole('radio', { name: 'Avoimet' });
    expect(open).toHaveAttribute('aria-checked', 'true');
    await screen.findByRole('list', { name: 'Myyntilaskut: Avoimet' });
    open.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Pankilla ei ole käsittelyssä myyntilaskujasi.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Käsittelyssä' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const recent = await screen.findByRole('list', { name: 'Myyntilaskut: Maksetut 3 kk' });
    expect(recent).toHaveTextContent('Maksettu28.10.2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Kaikki maksetut' }));
    expect(
      await screen.findByRole('list', { name: 'Myyntilaskut: Kaikki maksetut' }),
    ).toBeVisible();
    expect(fake.requestsTo(funding.invoiceFundingSalesPaidFiltered)).toEqual([
      { mainFilter: 'active' },
      { mainFilter: 'handling' },
      { mainFilter: 'paidFilter' },
      { mainFilter: 'paid' },
    ]);
  });

  it('shows the wait while the bank answers', async () => {
    await renderPage(PAGE, companyBank().hang(funding.invoiceFundingTotals));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Myyntilaskut' })).not.toBeInTheDocument();
  });

  it('says a failure with a way to try again', async () => {
    const fake = companyBank().unreachable(funding.invoiceFundingSalesPaidFiltered);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Myyntilaskujen lataaminen epäonnistui.')).toBeVisible();
    fake.on(funding.invoiceFundingSalesPaidFiltered, [OPEN_SALES]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('As Oy Kauniaisten Kuusikko')).toBeVisible();
  });

  it('tells a company without an agreement how to ask for one, and empty lists as such', async () => {
    await renderPage(PAGE, companyBank().on(funding.invoiceFundingTotals, null));
    expect(await screen.findByText(/Yrityksellä ei ole laskurahoitussopimusta/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Myyntilaskut' })).not.toBeInTheDocument();

    await renderPage(
      PAGE,
      companyBank()
        .on(funding.invoiceFundingSalesPaidFiltered, [])
        .on(funding.invoiceFundingPurchase, []),
    );
    expect(await screen.findByText('Ei avoimia myyntilaskuja.')).toBeVisible();
    expect(screen.getByText('Pankki ei ole rahoittanut yrityksen ostolaskuja.')).toBeVisible();
  });

  it('says why the bank refused a person', async () => {
    const fake = loggedInAs(createFakeBank(), 'person').refuse(
      funding.invoiceFundingTotals,
      'customerType',
      'errors.access.companiesOnly',
      403,
    );
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Laskurahoituksen tietojen lataaminen epäonnistui.'),
    ).toBeVisible();
    expect(fake.requestsTo(funding.invoiceFundingSalesPaidFiltered)).toEqual([]);
  });
});
