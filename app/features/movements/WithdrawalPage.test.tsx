import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bankAccounts from '../../../api/bankAccounts';
import * as payments from '../../../api/payments';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { movementBank, moved } from '../../testing/movementBank';

const { savings, external } = SAMPLE_ACCOUNTS;
const WITHDRAWAL = `/bank/accounts/withdrawal?accountId=${external.Id}`;

async function fillWithdrawal(amount = '100') {
  await userEvent.selectOptions(await screen.findByLabelText('Tililtä'), savings.Id);
  await userEvent.click(screen.getByRole('textbox', { name: 'Summa (€)' }));
  await userEvent.paste(amount);
  await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
}

beforeAll(() => import('./WithdrawalPage'));
beforeEach(() => sessionStorage.clear());

describe('a withdrawal', () => {
  it('tells the free withdrawals left, then moves the money once confirmed', async () => {
    const fake = movementBank().on(
      bankAccounts.withdraw,
      moved({ Amount: -100_00, FromAccountBalance: savings.Balance - 100_00 }),
    );
    await renderPage(WITHDRAWAL, fake);
    await userEvent.selectOptions(await screen.findByLabelText('Tililtä'), savings.Id);
    expect(
      await screen.findByText(/Säästötililtä on tänä vuonna jäljellä 4 maksutonta nostoa\./),
    ).toBeVisible();
    await fillWithdrawal();

    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista nosto' }));
    expect(await screen.findByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
    expect(screen.getByText('4 900,00 €')).toBeVisible();
    expect(fake.requestsTo(bankAccounts.withdraw)).toEqual([
      {
        AccountId: savings.Id,
        AccountType: 'BankAccount',
        ToExternalAccountId: external.Id,
        Amount: 100_00,
        IdempotencyKey: expect.any(String),
      },
    ]);
  });

  it('takes the bank’s refusal of the amount back to the amount field', async () => {
    const fake = movementBank().refuse(
      bankAccounts.withdraw,
      'Amount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(WITHDRAWAL, fake);
    await fillWithdrawal('9000');
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista nosto' }));
    const amount = await screen.findByRole('textbox', { name: 'Summa (€)' });
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Tilillä ei ole riittävästi katetta.'),
    );
  });

  it('says so when there is no account in another bank', async () => {
    await renderPage(WITHDRAWAL, movementBank().on(payments.bankAccounts, []));
    expect(
      await screen.findByText('Sinulla ei ole tiliä toisessa pankissa, jolle voisi nostaa.'),
    ).toBeVisible();
  });

  it('says the accounts failed and loads them again when asked', async () => {
    const fake = movementBank().unreachable(payments.bankAccounts);
    await renderPage(WITHDRAWAL, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tilitietojen lataaminen epäonnistui.');
    fake.on(payments.bankAccounts, [external]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeVisible();
  });

  it('tells a view-only customer why they cannot withdraw', async () => {
    await renderPage(WITHDRAWAL, movementBank('viewOnly'));
    expect(await screen.findByText('Et voi tehdä tätä toimintoa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });
});
