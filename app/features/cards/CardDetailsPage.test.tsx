import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as cards from '../../../api/cards';
import * as cardStatus from '../../../api/cardStatus';
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
import { selectCard } from './selectedCard';

const IDENTIFICATION_URL = '#identification';
const SESSION_ID = 'c1000000-0000-4000-8000-000000000001';

const aino = (card = samplePersonCard()) =>
  loggedInAs(createFakeBank())
    .on(cards.credit, [card])
    .on(cards.cardAccountTransactions, sampleCardTransactions(card));

const company = (who: 'companyMainUser' | 'cardHolder', card = sampleCompanyCard()) =>
  loggedInAs(createFakeBank(), who)
    .on(cards.companyCardDetails, card)
    .on(cards.listCompany, [card])
    .on(cards.cardAccountTransactions, sampleCardTransactions(card));

const opened = async (fake = aino(), path = '/bank/cards/details') => {
  const page = await renderPage(path, fake);
  await screen.findByRole('heading', { level: 1, name: /Visa|Business/ });
  return page;
};

beforeEach(() => selectCard(samplePersonCard().CardId));
afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', location.pathname + location.search);
});

describe('a card’s page', () => {
  it('shows the card’s facts and its bookings, a card purchase by the card’s name', async () => {
    await opened();
    expect(
      screen.getByRole('img', { name: /^Visa Credit, kortin numero päättyy 1001/ }),
    ).toBeVisible();
    expect(screen.getByText('Kortinhaltija').nextSibling).toHaveTextContent('Aino Virtanen');
    expect(screen.getByText('Luottoraja').nextSibling).toHaveTextContent(/2\s000,00\s€/);
    expect(screen.getByText('Käytetty').nextSibling).toHaveTextContent(/750,00\s€/);
    expect(screen.queryByText('Viitenumero')).not.toBeInTheDocument();
    const bookings = await screen.findByRole('region', { name: 'Tapahtumat' });
    const rows = await within(bookings).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Visa Credit/);
    expect(rows[1]).toHaveTextContent(/^Aino Virtanen/);
    await waitFor(() => expect(document.title).toBe('Visa Credit – Verkkopankki'));
    await expectAccessible();
  });

  it('lowers the daily cash limit with one update call of the limits alone', async () => {
    const fake = aino().on(cards.consumerCardSettings, samplePersonCard());
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Kortin rajat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kortin rajat' });
    const daily = within(dialog).getByRole('textbox', { name: 'Nostoraja päivässä' });
    await userEvent.clear(daily);
    await userEvent.type(daily, '300');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Kortin rajat on tallennettu.')).toBeVisible();
    expect(fake.requestsTo(cards.consumerCardSettings)).toEqual([
      {
        cardId: samplePersonCard().CardId,
        requestObject: {
          CreditCardUsageLimits: {
            ...samplePersonCard().CreditCardUsageLimits,
            DailyLimitATM: 300_00,
          },
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks Asia with one update call of the regions alone', async () => {
    const fake = aino().on(cards.consumerCardSettings, samplePersonCard());
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Estetyt käyttöalueet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estetyt käyttöalueet' });
    await userEvent.click(within(dialog).getByRole('switch', { name: /Aasia/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Estetyt käyttöalueet on tallennettu.')).toBeVisible();
    expect(fake.requestsTo(cards.consumerCardSettings)).toEqual([
      {
        cardId: samplePersonCard().CardId,
        requestObject: {
          CreditCardRestrictions: { ...samplePersonCard().CreditCardRestrictions, asia: true },
        },
      },
    ]);
  });

  it('says why a setting was refused', async () => {
    const fake = aino().refuse(
      cards.consumerCardSettings,
      'requestObject.CreditCardUsageLimits',
      'Tämän kortin rajoja ei voi muuttaa verkkopankissa.',
      422,
    );
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Kortin rajat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kortin rajat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Asetusten tallentaminen epäonnistui');
    expect(alert).toHaveTextContent('Tämän kortin rajoja ei voi muuttaa verkkopankissa.');
  });

  it('blocks the card at once once the customer says yes', async () => {
    const fake = aino().on(cardStatus.consumerCardStatusUpdate, {
      CardOperatorStatusCode: 'CARD_BLOCKED',
    });
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Estä kortti' }));
    const dialog = await screen.findByRole('dialog', { name: /^Estetäänkö kortti/ });
    await expectAccessible();
    fake.on(cards.credit, [samplePersonCard({ CardOperatorStatusCode: 'CARD_BLOCKED' })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    expect(await screen.findByText('Kortti on estetty.')).toBeVisible();
    expect(fake.requestsTo(cardStatus.consumerCardStatusUpdate)).toEqual([
      { cardId: samplePersonCard().CardId, Status: 'CARD_BLOCKED' },
    ]);
    expect(await screen.findByRole('button', { name: 'Poista kortin esto' })).toBeVisible();
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([]);
  });

  it('leaves the card as it was when the customer says no', async () => {
    const fake = aino().on(cardStatus.consumerCardStatusUpdate, {
      CardOperatorStatusCode: 'CARD_BLOCKED',
    });
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Estä kortti' }));
    const dialog = await screen.findByRole('dialog', { name: /^Estetäänkö kortti/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requestsTo(cardStatus.consumerCardStatusUpdate)).toEqual([]);
  });

  it('sends the customer to strong identification to open a blocked card, and back here', async () => {
    const fake = aino(samplePersonCard({ CardOperatorStatusCode: 'CARD_BLOCKED' }))
      .on(cardStatus.consumerCardStatusUpdate, { SessionId: SESSION_ID, ApprovalText: 'x' })
      .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Poista kortin esto' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(cardStatus.consumerCardStatusUpdate)).toEqual([
      { cardId: samplePersonCard().CardId, Status: 'CARD_OK' },
    ]);
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([
      {
        auth: {
          AuthId: SESSION_ID,
          type: 'CardStatus',
          nextUrl: '/bank/cards/details',
          errorUrl: '/bank/cards/details',
          cancelUrl: '/bank/cards/details',
        },
      },
    ]);
  });

  it('says the card was opened on the return from identification', async () => {
    await opened(aino(), '/bank/cards/details?status=ok');
    expect(screen.getByText('Kortin esto on poistettu.')).toBeVisible();
  });

  it('says the card stayed blocked when the identification was cancelled', async () => {
    const blocked = samplePersonCard({ CardOperatorStatusCode: 'CARD_BLOCKED' });
    await opened(aino(blocked), '/bank/cards/details?status=cancel');
    expect(screen.getByRole('alert')).toHaveTextContent(/eikä kortin estoa poistettu/);
  });

  it('reports abuse with the customer’s words, which blocks the card', async () => {
    const fake = aino().on(cardStatus.reportAbuse, { CardOperatorStatusCode: 'CARD_BLOCKED' });
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Ilmoita väärinkäytöstä' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ilmoitetaanko kortin/ });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Mitä tapahtui/ }),
      'Outo veloitus',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    expect(await screen.findByText('Ilmoitus on lähetetty, ja kortti on estetty.')).toBeVisible();
    expect(fake.requestsTo(cardStatus.reportAbuse)).toEqual([
      { cardId: samplePersonCard().CardId, Message: 'Outo veloitus' },
    ]);
  });

  it('says a refused block in the bank’s words', async () => {
    const fake = aino().refuse(
      cardStatus.consumerCardStatusUpdate,
      'cardId',
      'Kortti ei ole enää käytössä, eikä sen tilaa voi muuttaa.',
      422,
    );
    await opened(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Estä kortti' }));
    const dialog = await screen.findByRole('dialog', { name: /^Estetäänkö kortti/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kortti ei ole enää käytössä');
  });
});

describe('a view-only user’s card page', () => {
  it('shows the settings read-only under the bank’s word why, and still lets her block the card', async () => {
    const card = samplePersonCard();
    const fake = loggedInAs(createFakeBank(), 'viewOnly')
      .on(cards.credit, [card])
      .on(cards.cardAccountTransactions, []);
    await opened(fake);
    expect(screen.getAllByText(/vain katseluoikeus/)[0]).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Estetyt käyttöalueet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estetyt käyttöalueet' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Estä kortti' })).toBeVisible();
  });
});

describe('a company card’s page', () => {
  beforeEach(() => selectCard(sampleCompanyCard().CardId));

  it('shows the account number and payment reference', async () => {
    await opened(company('companyMainUser'));
    expect(screen.getByText('Viitenumero').nextSibling).toHaveTextContent('28730 5');
    expect(screen.getByText('Tilinumero')).toBeVisible();
    expect(screen.getByText('Kuusela Rakennus Oy', { selector: 'dd' })).toBeVisible();
  });

  it('links a prepaid card to its transfers for the main user', async () => {
    const prepaid = sampleCompanyPrepaidCard();
    selectCard(prepaid.CardId);
    await opened(company('companyMainUser', prepaid));
    expect(
      screen.getByRole('link', { name: 'Siirrä rahaa kortille tai kortilta' }),
    ).toHaveAttribute('href', `/bank/cards/prepaid-transfer/${prepaid.CardId}`);
  });

  it('shows a card holder the limits read-only, telling her to contact her employer', async () => {
    await opened(company('cardHolder'));
    await userEvent.click(screen.getByRole('button', { name: 'Kortin rajat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kortin rajat' });
    expect(within(dialog).getByText(/Ota yhteyttä työnantajaasi/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Tallenna' })).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('lets a card holder block her card but not open it', async () => {
    await opened(
      company('cardHolder', sampleCompanyCard({ CardOperatorStatusCode: 'CARD_BLOCKED' })),
    );
    expect(screen.queryByRole('button', { name: 'Poista kortin esto' })).not.toBeInTheDocument();
    expect(screen.getByText(/Kortin eston voi poistaa vain yrityksesi pääkäyttäjä/)).toBeVisible();
  });

  it('says a card the bank does not find is not found', async () => {
    const fake = company('companyMainUser').refuse(
      cards.companyCardDetails,
      'cardId',
      'Korttia ei löytynyt.',
      404,
    );
    await renderPage('/bank/cards/details', fake);
    expect(await screen.findByText('Korttia ei löytynyt')).toBeVisible();
  });
});

describe('the card’s page without a card', () => {
  it('says no card was chosen', async () => {
    sessionStorage.clear();
    await renderPage('/bank/cards/details', aino());
    expect(await screen.findByText('Korttia ei löytynyt')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kaikki kortit' })).toHaveAttribute(
      'href',
      '/bank/cards',
    );
  });

  it('tells a failed load and tries again', async () => {
    const fake = aino().refuse(cards.credit, 'general', 'Palvelu ei vastaa', 503);
    await renderPage('/bank/cards/details', fake);
    const alert = await screen.findByRole('alert');
    fake.on(cards.credit, [samplePersonCard()]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visa Credit' })).toBeVisible();
  });
});
