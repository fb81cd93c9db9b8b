import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as bankAccounts from '../../../api/bankAccounts';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { movementBank, moved } from '../../testing/movementBank';

const { payment, savings } = SAMPLE_ACCOUNTS;
const TRANSFER = `/bank/accounts/internal-transfer?accountId=${payment.Id}`;

async function fillTransfer(amount = '25') {
  await userEvent.selectOptions(await screen.findByLabelText('Tilille'), savings.Id);
  await userEvent.click(screen.getByRole('textbox', { name: 'Summa (€)' }));
  await userEvent.paste(amount);
  await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
}

beforeAll(() => import('./InternalTransferPage'));
beforeEach(() => sessionStorage.clear());

describe('an own transfer', () => {
  it('shows the summary, moves the money once confirmed and shows the new balances', async () => {
    const fake = movementBank().on(bankAccounts.transfer, moved());
    await renderPage(TRANSFER, fake);
    await fillTransfer();

    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toHaveFocus();
    expect(screen.getByText('25,00 €')).toBeVisible();
    expect(fake.requestsTo(bankAccounts.transfer)).toEqual([]);
    fake.on(bank.accounts, [payment, { ...savings, Balance: savings.Balance + 25_00 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista siirto' }));

    expect(await screen.findByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
    expect(fake.requestsTo(bankAccounts.transfer)).toEqual([
      {
        FromAccountId: payment.Id,
        ToAccountId: savings.Id,
        Amount: 25_00,
        Message: '',
        IdempotencyKey: expect.any(String),
      },
    ]);
    expect(await screen.findByText('5 025,00 €')).toBeVisible();
  });

  it('finds its summary again after a reload, and sends the same request again', async () => {
    const fake = movementBank().unreachable(bankAccounts.transfer);
    const lost = await renderPage(TRANSFER, fake);
    await fillTransfer();
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));
    expect(
      await screen.findByText('Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.'),
    ).toBeVisible();
    lost.unmount();

    fake.on(bankAccounts.transfer, moved());
    await renderPage(TRANSFER, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));
    expect(await screen.findByRole('heading', { name: 'Siirto on tehty' })).toBeVisible();
    const [first, again] = fake.requestsTo(bankAccounts.transfer);
    expect(again).toEqual(first);
    await userEvent.click(screen.getByRole('button', { name: 'Uusi siirto' }));
    expect(screen.getByRole('textbox', { name: 'Summa (€)' })).toHaveValue('');
  });

  it('takes the bank’s refusal of the amount back to the amount field', async () => {
    const fake = movementBank().refuse(
      bankAccounts.transfer,
      'Amount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(TRANSFER, fake);
    await fillTransfer('2000');
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista siirto' }));

    const amount = await screen.findByRole('textbox', { name: 'Summa (€)' });
    expect(amount).toHaveValue('2 000,00');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Tilillä ei ole riittävästi katetta.'),
    );
    expect(amount).toHaveFocus();
  });

  it('tells under the fields what is missing', async () => {
    await renderPage(TRANSFER, movementBank());
    await userEvent.click(await screen.findByRole('button', { name: 'Jatka' }));
    expect(screen.getByLabelText('Tilille')).toHaveAccessibleDescription('Virhe: Valitse tili');
    expect(screen.getByRole('textbox', { name: 'Summa (€)' })).toHaveAccessibleDescription(
      expect.stringContaining('Tämä tieto tarvitaan'),
    );
  });

  it('says the accounts failed and loads them again when asked', async () => {
    const fake = movementBank().unreachable(bank.accounts);
    await renderPage(TRANSFER, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tilitietojen lataaminen epäonnistui.');
    fake.on(bank.accounts, [payment, savings]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeVisible();
  });

  it('says so when there are not two accounts to move between', async () => {
    await renderPage(TRANSFER, movementBank().on(bank.accounts, [payment]));
    expect(
      await screen.findByText('Sinulla ei ole tilejä, joiden välillä siirtää rahaa.'),
    ).toBeVisible();
  });

  it('tells a view-only customer why they cannot move money', async () => {
    await renderPage(TRANSFER, movementBank('viewOnly'));
    expect(await screen.findByText('Et voi tehdä tätä toimintoa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });
});
