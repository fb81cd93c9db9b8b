import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as cards from '../../../api/cards';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import {
  sampleCardTransactions,
  sampleCompanyCard,
  sampleCompanyPrepaidCard,
  samplePersonCard,
} from '../../testing/sampleCards';

afterEach(() => sessionStorage.clear());

const credit = sampleCompanyCard();
const companyBank = () =>
  loggedInAs(createFakeBank(), 'companyMainUser')
    .on(cards.listCompany, [credit, sampleCompanyPrepaidCard()])
    .on(cards.companyCardDetails, credit)
    .on(cards.cardAccountTransactions, sampleCardTransactions(credit));

describe('a card group’s page', () => {
  it('shows the account’s cards, its number and reference, and all its bookings', async () => {
    const fake = companyBank();
    await renderPage(`/bank/cards/customer/${credit.AccountId}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Korttitili' })).toBeVisible();
    expect(screen.getByText('Luotolliset yrityskortit', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Visa Business Credit/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Business Prepaid/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Viitenumero')).toBeVisible();
    const bookings = await screen.findByRole('region', { name: 'Tapahtumat' });
    expect(await within(bookings).findAllByRole('listitem')).toHaveLength(2);
    expect(fake.requestsTo(cards.cardAccountTransactions)[0]).not.toHaveProperty('cardId');
    await waitFor(() => expect(document.title).toBe('Korttitili – Verkkopankki'));
    await expectAccessible();
  });

  it('opens a card of the group on its own page', async () => {
    const { router } = await renderPage(`/bank/cards/customer/${credit.AccountId}`, companyBank());
    await userEvent.click(await screen.findByRole('button', { name: /^Visa Business Credit/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visa Business Credit' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/cards/details');
  });

  it('says an account without the customer’s cards is not found', async () => {
    const fake = loggedInAs(createFakeBank()).on(cards.credit, [samplePersonCard()]);
    await renderPage(`/bank/cards/customer/${credit.AccountId}`, fake);
    expect(await screen.findByText('Korttitiliä ei löytynyt')).toBeVisible();
  });
});
