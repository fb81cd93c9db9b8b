import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as storeflow from '../../../api/storeflow';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { quotedOffer, TERM_DEPOSIT_OFFERS } from '../../testing/openingBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/flows/deposit';
const FLOW_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A visitor's bank: the published offers, a flow kept, a login to start. */
const visitorBank = () =>
  createFakeBank()
    .on(storeflow.termDepositPublicCalc, TERM_DEPOSIT_OFFERS)
    .on(storeflow.termDepositPublicOffer, quotedOffer)
    .on(storeflow.storeFlow, { FlowId: FLOW_ID, ExpiresAt: '2026-11-27T07:00:00.000Z' })
    .on(auth.ftnLoginStart, { SessionId: FLOW_ID, IdentificationUrl: '#identification' });

beforeAll(() => import('./DepositFlowPage'));

describe('a term deposit chosen before the login', () => {
  it('shows the offer, keeps the choice and starts the login', async () => {
    const fake = visitorBank();
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Määräaikaistalletus' }),
    ).toBeVisible();
    const offer = await screen.findByRole('region', { name: 'Talletustarjous' });
    await waitFor(() => expect(offer).toHaveTextContent('440,00 €'));
    await expectAccessible();
    const months = screen.getByRole('slider', { name: 'Talletusaika' });
    fireEvent.change(months, {
      target: { value: String(Number(months.getAttribute('value')) - 1) },
    });
    expect(months).toHaveAttribute('aria-valuetext', '12 kk');
    await waitFor(() => expect(offer).toHaveTextContent('220,00 €'));
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu ja avaa talletus' }));
    expect(await screen.findByRole('button', { name: /Siirrytään tunnistukseen/ })).toBeVisible();
    expect(fake.requestsTo(storeflow.storeFlow)).toEqual([
      {
        status: 'Started',
        flowType: 'deposit',
        data: { depositAmount: 10_000_00, depositDuration: 12 },
      },
    ]);
    expect(fake.requestsTo(auth.ftnLoginStart)).toEqual([{}]);
  });

  it('says the choice could not be kept, and does not leave', async () => {
    const fake = visitorBank().refuse(
      storeflow.storeFlow,
      'data.depositAmount',
      'Summa on liian suuri',
    );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Kirjaudu ja avaa talletus' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Valintaasi ei voitu tallentaa.');
    expect(alert).toHaveTextContent('Summa on liian suuri');
    expect(fake.requestsTo(auth.ftnLoginStart)).toEqual([]);
  });

  it('shows a loading state until the offers have come', async () => {
    await renderPage(PAGE, visitorBank().hang(storeflow.termDepositPublicCalc));
    await waitFor(() => expect(screen.getByText('Ladataan…', { selector: 'p' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Kirjaudu ja avaa talletus' })).toBeNull();
  });

  it('says the offers failed and loads them again when asked', async () => {
    const fake = visitorBank().unreachable(storeflow.termDepositPublicCalc);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Talletustarjousten lataaminen epäonnistui.');
    fake.on(storeflow.termDepositPublicCalc, TERM_DEPOSIT_OFFERS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Kirjaudu ja avaa talletus' })).toBeVisible();
  });

  it('says so when nothing is on offer', async () => {
    await renderPage(PAGE, visitorBank().on(storeflow.termDepositPublicCalc, { Items: [] }));
    expect(await screen.findByText('Määräaikaistalletuksia ei ole nyt tarjolla.')).toBeVisible();
  });
});
