import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bankProducts from '../../../api/bankProducts';
import { renderPage } from '../../testing/renderPage';
import { NEW_ACCOUNT, opened, openingBank } from '../../testing/openingBank';

const OPEN_PAYMENT_ACCOUNT = '/bank/accounts/open-payment-account';
const OPEN_SAVINGS_ACCOUNT = '/bank/accounts/open-savings-account';

async function askToOpen(name?: string) {
  if (name) {
    await userEvent.click(
      await screen.findByRole('textbox', { name: 'Tilin nimi (vapaaehtoinen)' }),
    );
    await userEvent.paste(name);
  }
  await userEvent.click(await screen.findByRole('checkbox', { name: /Hyväksyn ehdot/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Avaa tili' }));
  return screen.findByRole('dialog', { name: 'Avataanko tili?' });
}

beforeAll(() =>
  Promise.all([import('./OpenPaymentAccountPage'), import('./OpenSavingsAccountPage')]),
);
beforeEach(() => sessionStorage.clear());

describe('opening an account', () => {
  it('asks first, then opens the payment account and leads to it', async () => {
    const fake = openingBank().on(bankProducts.basicAccountCreate, opened(NEW_ACCOUNT));
    await renderPage(OPEN_PAYMENT_ACCOUNT, fake);
    const question = await askToOpen('Puskuri');
    expect(question).toHaveTextContent('Kuluton käyttötili – Puskuri');
    expect(fake.requestsTo(bankProducts.basicAccountCreate)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));

    expect(await screen.findByRole('heading', { name: 'Tili on avattu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siirry tilille' })).toHaveAttribute(
      'href',
      expect.stringContaining(NEW_ACCOUNT.Id),
    );
    expect(fake.requestsTo(bankProducts.basicAccountCreate)).toEqual([
      { CustomName: 'Puskuri', TermsAccepted: true, IdempotencyKey: expect.any(String) },
    ]);
  });

  it('opens a company’s payment account with the company call', async () => {
    const fake = openingBank('companyMainUser').on(
      bankProducts.sepaCreateAccount,
      opened(NEW_ACCOUNT),
    );
    await renderPage(OPEN_PAYMENT_ACCOUNT, fake);
    await userEvent.click(within(await askToOpen()).getByRole('button', { name: 'Kyllä' }));
    expect(await screen.findByRole('heading', { name: 'Tili on avattu' })).toBeVisible();
    expect(fake.requestsTo(bankProducts.sepaCreateAccount)).toHaveLength(1);
  });

  it('requires the terms accepted', async () => {
    await renderPage(OPEN_PAYMENT_ACCOUNT, openingBank());
    await userEvent.click(await screen.findByRole('button', { name: 'Avaa tili' }));
    expect(screen.getByText('Hyväksy ehdot jatkaaksesi')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing when the question is answered no', async () => {
    const fake = openingBank();
    await renderPage(OPEN_PAYMENT_ACCOUNT, fake);
    await userEvent.click(within(await askToOpen()).getByRole('button', { name: 'Ei' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requestsTo(bankProducts.basicAccountCreate)).toEqual([]);
  });

  it('puts the bank’s refusal of the name on the name field', async () => {
    const fake = openingBank().refuse(
      bankProducts.basicAccountCreate,
      'CustomName',
      'Enintään 40 merkkiä',
    );
    await renderPage(OPEN_PAYMENT_ACCOUNT, fake);
    await userEvent.click(
      within(await askToOpen('Puskuri')).getByRole('button', { name: 'Kyllä' }),
    );
    const name = screen.getByRole('textbox', { name: 'Tilin nimi (vapaaehtoinen)' });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enintään 40 merkkiä'));
  });

  it('says a refusal that names no field above the form', async () => {
    const fake = openingBank().refuse(
      bankProducts.savingsAccountCreate,
      'customer',
      'Asiakastietosi ovat vanhentuneet.',
      403,
    );
    await renderPage(OPEN_SAVINGS_ACCOUNT, fake);
    await userEvent.click(within(await askToOpen()).getByRole('button', { name: 'Kyllä' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tilin avaaminen epäonnistui');
    expect(alert).toHaveTextContent('Asiakastietosi ovat vanhentuneet.');
  });

  it('tells the savings rate of the day', async () => {
    await renderPage(OPEN_SAVINGS_ACCOUNT, openingBank());
    expect(await screen.findByText('Säästötilin korko on nyt 1,50 %.')).toBeVisible();
    expect(
      screen.getByText('Henkilöasiakkaana saat säästötililtä kuusi maksutonta nostoa vuodessa.'),
    ).toBeVisible();
  });

  it('tells a view-only customer why no account can be opened', async () => {
    await renderPage(OPEN_SAVINGS_ACCOUNT, openingBank('viewOnly'));
    expect(await screen.findByText('Tilin avaaminen ei ole mahdollista')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Avaa tili' })).not.toBeInTheDocument();
  });
});
