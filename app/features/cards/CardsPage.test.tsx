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

const companyCards = [sampleCompanyCard(), sampleCompanyPrepaidCard()];

describe('the cards overview', () => {
  it('shows a person’s card under its group with what is available and used', async () => {
    const fake = loggedInAs(createFakeBank()).on(cards.credit, [samplePersonCard()]);
    await renderPage('/bank/cards', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kortit' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Henkilökohtainen kortti' }),
    ).toBeVisible();
    const card = screen.getByRole('button', { name: /^Visa Credit/ });
    expect(card).toHaveTextContent(/Käytettävissä\s*1\s250,00\s€/);
    expect(card).toHaveTextContent(/Käytetty\s*750,00\s€/);
    expect(screen.queryByRole('link', { name: 'Kortinhaltijat' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kortit – Verkkopankki'));
    await expectAccessible();
  });

  it('opens the clicked card’s page, and a reload finds the same card', async () => {
    const card = samplePersonCard();
    const fake = loggedInAs(createFakeBank())
      .on(cards.credit, [card])
      .on(cards.cardAccountTransactions, sampleCardTransactions(card));
    const { router, unmount } = await renderPage('/bank/cards', fake);
    await userEvent.click(await screen.findByRole('button', { name: /^Visa Credit/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visa Credit' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/cards/details');
    unmount();
    await renderPage('/bank/cards/details', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Visa Credit' })).toBeVisible();
  });

  it('gives a company’s main user the card orders and card holders, and each group its page', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser').on(
      cards.listCompany,
      companyCards,
    );
    await renderPage('/bank/cards', fake);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Luotolliset yrityskortit' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Yrityskortit ilman luottoa' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tilaa luotollinen yrityskortti' })).toHaveAttribute(
      'href',
      '/bank/cards/add-business-card',
    );
    expect(screen.getByRole('link', { name: 'Tilaa yrityskortti ilman luottoa' })).toHaveAttribute(
      'href',
      '/bank/cards/business-prepaid-card',
    );
    expect(screen.getByRole('link', { name: 'Kortinhaltijat' })).toHaveAttribute(
      'href',
      '/bank/cards/holders',
    );
    const prepaid = screen.getByRole('button', { name: /^Business Prepaid/ });
    expect(prepaid).not.toHaveTextContent('Käytetty');
    expect(
      screen.getByRole('link', { name: 'Korttitilin tiedot ja tapahtumat: Business Prepaid' }),
    ).toHaveAttribute('href', `/bank/cards/customer/${sampleCompanyPrepaidCard().AccountId}`);
    await expectAccessible();
  });

  it('shows a card holder her cards without the main user’s links', async () => {
    const fake = loggedInAs(createFakeBank(), 'cardHolder').on(cards.listCompany, [
      sampleCompanyCard(),
    ]);
    await renderPage('/bank/cards', fake);
    expect(await screen.findByRole('button', { name: /^Visa Business Credit/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Kortinhaltijat' })).not.toBeInTheDocument();
  });

  it('says so when the customer has no cards', async () => {
    await renderPage('/bank/cards', loggedInAs(createFakeBank()).on(cards.credit, []));
    expect(await screen.findByText('Sinulla ei ole kortteja.')).toBeVisible();
  });

  it('is busy while the cards load', async () => {
    await renderPage('/bank/cards', loggedInAs(createFakeBank()).hang(cards.credit));
    await screen.findByRole('heading', { level: 1, name: 'Kortit' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });

  it('tells a failed load and tries again', async () => {
    const fake = loggedInAs(createFakeBank()).refuse(
      cards.credit,
      'general',
      'Palvelu ei vastaa',
      503,
    );
    await renderPage('/bank/cards', fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Korttien lataaminen epäonnistui');
    fake.on(cards.credit, [samplePersonCard()]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: /^Visa Credit/ })).toBeVisible();
  });
});
