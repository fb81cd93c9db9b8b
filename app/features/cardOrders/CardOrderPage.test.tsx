import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as cardHolders from '../../../api/cardHolders';
import * as cardOrders from '../../../api/cardOrders';
import * as cards from '../../../api/cards';
import {
  cardOrderBank,
  companyCard,
  CREDIT_CARD_ID,
  HOLDERS,
  ORDER_ID,
  SANNA_ID,
} from '../../testing/cardOrderBank';
import { IDENTIFICATION_URL } from '../../testing/paymentBank';
import { renderPage } from '../../testing/renderPage';

const CREDIT = '/bank/cards/add-business-card';
const PREPAID = '/bank/cards/business-prepaid-card';
const PREPARED = { SessionId: ORDER_ID, ApprovalText: 'Kortin tilaaminen' };

const creditBank = () => cardOrderBank().on(cardOrders.companyCardApplicationLimit, PREPARED);

async function chooseHolder() {
  await userEvent.selectOptions(await screen.findByLabelText('Kortinhaltija'), SANNA_ID);
}

async function typeLimit(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: /Kortin luottoraja/ }));
  await userEvent.paste(text);
}

const continueButton = () => screen.getByRole('button', { name: 'Jatka' });

beforeAll(() => import('./CardOrderPage'));
beforeEach(() => sessionStorage.clear());
afterEach(() => history.replaceState(null, '', location.pathname + location.search));

describe('ordering a business credit card', () => {
  it('shows the company and its BIC, reviews the order and leaves to confirm it', async () => {
    const fake = creditBank();
    await renderPage(CREDIT, fake);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Tilaa luotollinen yrityskortti',
    );
    expect(await screen.findByText('HIEKFIHH')).toBeVisible();
    expect(
      screen.getByText('HIEKFIHH').previousElementSibling?.previousElementSibling,
    ).toHaveTextContent('Kuusela Rakennus Oy');
    // A virtual card, the first choice, has no cash limits to set.
    expect(screen.getByRole('radio', { name: /Virtuaalikortti/ })).toBeChecked();
    expect(screen.queryByText('Nostoraja päivässä')).not.toBeInTheDocument();
    expect(screen.getByText('Käyttöraja päivässä')).toBeVisible();
    // 'Varasto' does not log in: no card can be ordered for it.
    expect(screen.queryByRole('option', { name: 'Varasto' })).not.toBeInTheDocument();

    await chooseHolder();
    await typeLimit('3000');
    await userEvent.click(continueButton());

    const review = await screen.findByRole('heading', { name: 'Tarkista tiedot' });
    expect(review).toHaveFocus();
    expect(screen.getByText('Sanna Heikkinen')).toBeVisible();
    expect(screen.getByText('3 000,00 €')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(cardOrders.companyCardApplicationLimit)).toEqual([
      {
        CardTypeEnum: 'VIRTUAL_CARD',
        HolderUserId: SANNA_ID,
        Limit: 3_000_00,
        CreditCardUsageLimits: {
          DailyLimitATM: 0,
          MonthlyLimitATM: 0,
          DailyLimitUsage: 2_000_00,
          MonthlyLimitUsage: 5_000_00,
        },
      },
    ]);
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([
      {
        auth: {
          AuthId: ORDER_ID,
          type: 'CardOrder',
          nextUrl: `${CREDIT}?order=${ORDER_ID}`,
          errorUrl: CREDIT,
          cancelUrl: CREDIT,
        },
      },
    ]);
  });

  it('asks for the holder and the limit before the review', async () => {
    const fake = creditBank();
    await renderPage(CREDIT, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Jatka' }));
    expect(await screen.findByLabelText('Kortinhaltija')).toHaveAccessibleDescription(
      expect.stringContaining('Valitse kortinhaltija'),
    );
    expect(screen.getByRole('textbox', { name: /Kortin luottoraja/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Tarkista tiedot' })).not.toBeInTheDocument();
  });

  it('takes the bank’s refusal of the limit back to the form with its reason', async () => {
    const fake = cardOrderBank().refuse(
      cardOrders.companyCardApplicationLimit,
      'Limit',
      'Kortin raja voi olla enintään yrityksen korttiluotto 10 000,00 €',
      422,
    );
    await renderPage(CREDIT, fake);
    await chooseHolder();
    await typeLimit('20000');
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista tunnistautumalla' }));
    const limit = await screen.findByRole('textbox', { name: /Kortin luottoraja/ });
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining('enintään yrityksen korttiluotto 10 000,00 €'),
    );
    expect(limit).toHaveFocus();
  });

  it('keeps the order for its review when the identification is cancelled', async () => {
    const fake = creditBank();
    await renderPage(CREDIT, fake);
    await chooseHolder();
    await typeLimit('1500');
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    cleanup();
    await renderPage(`${CREDIT}?status=cancel`, creditBank());
    expect(
      await screen.findByText('Tunnistautuminen keskeytyi. Tilausta ei ole vahvistettu.'),
    ).toBeVisible();
    expect(screen.getByText('1 500,00 €')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vahvista tunnistautumalla' })).toBeVisible();
  });

  it('shows the card made once the order is confirmed', async () => {
    const fake = cardOrderBank().on(
      cardOrders.companyCardApplicationLimitConfirm,
      companyCard({
        CardId: CREDIT_CARD_ID,
        CardProductName: 'Business Credit',
        CardCreditType: 'CreditCard',
        MaskedCardNumber: '**** **** **** 4321',
        Limit: 3_000_00,
      }),
    );
    await renderPage(`${CREDIT}?order=${ORDER_ID}&status=ok`, fake);
    expect(await screen.findByRole('heading', { name: 'Kortti on tilattu' })).toBeVisible();
    expect(
      screen.getByText('Business Credit -kortti on tehty haltijalle Sanna Heikkinen.'),
    ).toBeVisible();
    expect(screen.getByText('**** **** **** 4321')).toBeVisible();
    expect(screen.getByText('3 000,00 €')).toBeVisible();
    expect(fake.requestsTo(cardOrders.companyCardApplicationLimitConfirm)).toEqual([
      { ApplicationId: ORDER_ID },
    ]);
  });

  it('says the card could not be loaded and asks again when told', async () => {
    const fake = cardOrderBank().unreachable(cardOrders.companyCardApplicationLimitConfirm);
    await renderPage(`${CREDIT}?order=${ORDER_ID}&status=ok`, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tilatun kortin tietojen lataaminen epäonnistui.');
    fake.on(cardOrders.companyCardApplicationLimitConfirm, companyCard());
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Kortti on tilattu' })).toBeVisible();
  });
});

describe('ordering a prepaid card', () => {
  it('sets a physical card’s cash limits too, and orders it without a credit limit', async () => {
    const fake = cardOrderBank().on(cardOrders.companyRegisterCard, PREPARED);
    await renderPage(PREPAID, fake);
    await userEvent.click(await screen.findByRole('radio', { name: /Fyysinen kortti/ }));
    expect(screen.getByText('Nostoraja päivässä')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Kortin luottoraja/ })).not.toBeInTheDocument();
    await chooseHolder();
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(cardOrders.companyRegisterCard)).toEqual([
      {
        CardTypeEnum: 'PHYSICAL_CARD',
        HolderUserId: SANNA_ID,
        CreditCardUsageLimits: {
          DailyLimitATM: 500_00,
          MonthlyLimitATM: 1_000_00,
          DailyLimitUsage: 2_000_00,
          MonthlyLimitUsage: 5_000_00,
        },
      },
    ]);
  });

  it('shows the prepaid card made, with the way to move money to it', async () => {
    const fake = cardOrderBank().on(cards.companyCardDetails, companyCard({ CardId: ORDER_ID }));
    await renderPage(`${PREPAID}?order=${ORDER_ID}&status=ok`, fake);
    expect(await screen.findByRole('heading', { name: 'Kortti on tilattu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siirrä rahaa kortille' })).toHaveAttribute(
      'href',
      `/bank/cards/prepaid-transfer/${ORDER_ID}`,
    );
  });

  it('says the company has no one to order a card for', async () => {
    const fake = cardOrderBank().on(cardHolders.companyCardHolders, [HOLDERS[2]!]);
    await renderPage(PREPAID, fake);
    expect(
      await screen.findByText('Yrityksellä ei ole käyttäjiä, joille kortin voisi tilata.'),
    ).toBeVisible();
  });

  it('says the company’s details failed and loads them again when asked', async () => {
    const fake = cardOrderBank().unreachable(cardHolders.companyCardHolders);
    await renderPage(PREPAID, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Yrityksen tietojen lataaminen epäonnistui.');
    fake.on(cardHolders.companyCardHolders, HOLDERS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeVisible();
  });
});

describe('who may order', () => {
  it('sends the company’s card holder to her employer', async () => {
    await renderPage(CREDIT, cardOrderBank('cardHolder'));
    expect(await screen.findByText(/Ota yhteyttä työnantajaasi/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });

  it('tells a person that company cards are the company’s', async () => {
    await renderPage(PREPAID, cardOrderBank('person'));
    expect(
      await screen.findByText('Yrityskortteja voi hallita vain yrityksen verkkopankissa.'),
    ).toBeVisible();
  });
});
