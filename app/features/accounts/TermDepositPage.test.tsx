import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { detailsOf, SAMPLE_ACCOUNTS, transaction } from '../../testing/sampleAccounts';

const { termDeposit } = SAMPLE_ACCOUNTS;

const PAGE = `/bank/accounts/deposit/${termDeposit.Id}`;
const DEPOSITED = transaction(1, '2026-07-15', 10_000_00, 'Talletus');

/** 10 000 € for 18 months at 2,20 %, deposited on 15.7.2025. */
const aDepositor = (who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [termDeposit])
    .on(bankAccounts.sepaAccount, detailsOf(termDeposit, { OpenedAt: '2025-07-15' }))
    .on(bankAccounts.depositAccountTransactions, [DEPOSITED]);

describe('the term deposit page', () => {
  it('shows what was deposited, for how long, and what it earns at maturity', async () => {
    await renderPage(PAGE, aDepositor());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Määräaikaistalletus' }),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: 'Tilin tiedot' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(value('Talletettu summa')).toHaveTextContent(/10\s000,00\s€/);
    expect(value('Korko')).toHaveTextContent('2,20 %');
    expect(value('Talletusaika')).toHaveTextContent('18 kk');
    expect(value('Erääntyy')).toHaveTextContent('15.01.2027');
    expect(value('Korko erääntyessä')).toHaveTextContent(/330,00\s€/);
    expect(screen.getByRole('link', { name: /Talletus/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Talletustodistus' })).toBeNull();
  });

  it('offers a company the deposit certificate', async () => {
    await renderPage(PAGE, aDepositor('companyMainUser'));
    expect(await screen.findByRole('link', { name: 'Talletustodistus' })).toHaveAttribute(
      'href',
      `/bank/accounts/deposit-certificate?accountId=${termDeposit.Id}`,
    );
  });

  it('says when the deposit has no transactions', async () => {
    await renderPage(PAGE, aDepositor().on(bankAccounts.depositAccountTransactions, []));
    expect(await screen.findByText('Talletuksella ei ole tapahtumia.')).toBeVisible();
  });

  it('says the transactions could not be loaded, and loads them again when asked', async () => {
    const fake = aDepositor().unreachable(bankAccounts.depositAccountTransactions);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tapahtumien lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankAccounts.depositAccountTransactions, [DEPOSITED]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: /Talletus/ })).toBeVisible();
  });

  it('shows a loading state while the deposit has not come', async () => {
    await renderPage(PAGE, aDepositor().hang(bankAccounts.sepaAccount));
    expect(await screen.findByRole('link', { name: 'Kaikki tilit' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });
});
