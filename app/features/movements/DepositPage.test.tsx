import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as payments from '../../../api/payments';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { movementBank, moved } from '../../testing/movementBank';

const { payment, savings, external } = SAMPLE_ACCOUNTS;
const DEPOSIT = `/bank/accounts/deposit?accountId=${external.Id}`;
const DEPOSIT_ID = 'e1000000-0000-4000-8000-000000000001';

async function fillDeposit(amount = '250,50') {
  await userEvent.selectOptions(await screen.findByLabelText('Tilille'), payment.Id);
  await userEvent.click(screen.getByRole('textbox', { name: 'Summa (€)' }));
  await userEvent.paste(amount);
  await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
}

beforeAll(() => import('./DepositPage'));
beforeEach(() => sessionStorage.clear());

describe('a deposit', () => {
  it('starts the deposit, shows what the bank will collect, and completes it once confirmed', async () => {
    const fake = movementBank()
      .on(payments.bankAccountStartDeposit, { DepositId: DEPOSIT_ID, Amount: 250_50 })
      .on(payments.bankAccountCompleteDeposit, moved({ Amount: 250_50 }));
    await renderPage(DEPOSIT, fake);
    await fillDeposit();

    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    expect(screen.getByText('250,50 €')).toBeVisible();
    expect(fake.requestsTo(payments.bankAccountStartDeposit)).toEqual([
      {
        FromExternalAccountId: external.Id,
        ToAccountId: payment.Id,
        Amount: 250_50,
        IdempotencyKey: expect.any(String),
      },
    ]);
    fake.on(bank.accounts, [{ ...payment, Balance: payment.Balance + 250_50 }, savings]);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista talletus' }));

    expect(await screen.findByRole('heading', { name: 'Talletus on tehty' })).toBeVisible();
    expect(fake.requestsTo(payments.bankAccountCompleteDeposit)).toEqual([
      { DepositId: DEPOSIT_ID },
    ]);
    expect(await screen.findByText('1 485,06 €')).toBeVisible();
  });

  it('puts the bank’s refusal of the amount on the amount field', async () => {
    const fake = movementBank().refuse(
      payments.bankAccountStartDeposit,
      'Amount',
      'Summa on liian suuri',
    );
    await renderPage(DEPOSIT, fake);
    await fillDeposit('1000000');
    const amount = screen.getByRole('textbox', { name: 'Summa (€)' });
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Summa on liian suuri'));
    expect(screen.queryByRole('heading', { name: 'Tarkista tiedot' })).not.toBeInTheDocument();
  });

  it('says so when there is no account in another bank to deposit from', async () => {
    await renderPage(DEPOSIT, movementBank().on(payments.bankAccounts, []));
    expect(
      await screen.findByText('Sinulla ei ole tiliä toisessa pankissa, jolta voisi tallettaa.'),
    ).toBeVisible();
  });

  it('tells a view-only customer why they cannot deposit', async () => {
    await renderPage(DEPOSIT, movementBank('viewOnly'));
    expect(await screen.findByText('Et voi tehdä tätä toimintoa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });
});
