import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bankAccounts from '../../../api/bankAccounts';
import { depositCertificate } from '../../../api/bankProducts';
import { detailsOf, SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const { termDeposit } = SAMPLE_ACCOUNTS;

const DEPOSIT = detailsOf({ ...termDeposit, CustomName: 'Määräaikaistalletus 6 kk' });
const PAGE = `/bank/accounts/deposit-certificate?accountId=${DEPOSIT.Id}`;

const aCompany = () =>
  loggedInAs(createFakeBank(), 'companyMainUser').on(bankAccounts.sepaAccount, DEPOSIT);

describe('the deposit certificate page', () => {
  it('offers the certificate of a deposit that still holds what was deposited', async () => {
    await renderPage(PAGE, aCompany());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Talletustodistus' }),
    ).toBeVisible();
    expect(await screen.findByText('Määräaikaistalletus 6 kk')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lataa todistus (PDF)' })).toBeEnabled();
  });

  it('says why the bank did not give the certificate', async () => {
    const fake = aCompany().refuse(depositCertificate, 'accountId', 'Tiliä ei löytynyt.', 404);
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Lataa todistus (PDF)' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Todistuksen lataaminen epäonnistui')).toBeVisible();
    expect(within(alert).getByText('Tiliä ei löytynyt.')).toBeVisible();
    expect(fake.requestsTo(depositCertificate)).toEqual([{ accountId: DEPOSIT.Id }]);
  });

  it('explains that a deposit whose balance has changed gets no certificate', async () => {
    const changed = { ...DEPOSIT, Balance: DEPOSIT.Balance + 12_00 };
    await renderPage(PAGE, aCompany().on(bankAccounts.sepaAccount, changed));
    expect(
      await screen.findByText(/^Talletustodistuksen voi tulostaa määräaikaistalletuksesta/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lataa todistus (PDF)' })).toBeNull();
  });
});
