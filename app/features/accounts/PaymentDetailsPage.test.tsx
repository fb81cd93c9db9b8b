import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bankAccounts from '../../../api/bankAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { detailsOf, SALARY_DETAILS, SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';

const { payment } = SAMPLE_ACCOUNTS;

const PAGE = `/bank/accounts/payment?paymentId=${SALARY_DETAILS.Id}`;

const aPayee = () =>
  loggedInAs(createFakeBank())
    .on(bankAccounts.accountPaymentDetails, SALARY_DETAILS)
    .on(bankAccounts.sepaAccount, detailsOf(payment));

describe('the payment details page', () => {
  it('shows who paid, how much and when, and leads back to the account', async () => {
    await renderPage(PAGE, aPayee());
    expect(await screen.findByText('Työnantaja Oy')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Maksun tiedot' })).toBeVisible();
    expect(screen.getByText('Maksaja')).toBeVisible();
    expect(screen.getByText('FI53 7190 0000 0000 21')).toBeVisible();
    expect(screen.getByText(/^\+3\s200,00\s€$/)).toBeVisible();
    expect(screen.getByText('31.10.2026')).toBeVisible();
    expect(screen.getByText('Palkka lokakuu')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Takaisin tilille' })).toHaveAttribute(
      'href',
      `/bank/accounts/${payment.Id}?accountType=BankAccount`,
    );
  });

  it('says plainly that a payment failed', async () => {
    const failed = {
      ...SALARY_DETAILS,
      Amount: -50_00,
      PaymentFailed: true,
      Recipient: 'Vuokranantaja',
    };
    await renderPage(PAGE, aPayee().on(bankAccounts.accountPaymentDetails, failed));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Maksu epäonnistui')).toBeVisible();
    expect(screen.getByText('Saaja')).toBeVisible();
  });

  it('shows a loading state while the payment has not come', async () => {
    await renderPage(PAGE, aPayee().hang(bankAccounts.accountPaymentDetails));
    expect(await screen.findByRole('heading', { name: 'Maksun tiedot' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaikki tilit' })).toBeVisible();
  });

  it('says the payment could not be loaded, and loads it again when asked', async () => {
    const fake = aPayee().unreachable(bankAccounts.accountPaymentDetails);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Maksun tietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankAccounts.accountPaymentDetails, SALARY_DETAILS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Työnantaja Oy')).toBeVisible();
  });

  it('is not found without a payment in its address', async () => {
    const fake = aPayee();
    await renderPage('/bank/accounts/payment', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }),
    ).toBeVisible();
    expect(fake.requestsTo(bankAccounts.accountPaymentDetails)).toEqual([]);
  });
});
