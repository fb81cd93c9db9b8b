import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as bankProducts from '../../../api/bankProducts';
import * as storeflow from '../../../api/storeflow';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { opened, openingBank, quotedOffer, TERM_DEPOSIT_OFFERS } from '../../testing/openingBank';

const OPEN_TERM_DEPOSIT = '/bank/accounts/open-term-deposit';
const OFFERS = TERM_DEPOSIT_OFFERS;
const DEPOSIT = {
  ...SAMPLE_ACCOUNTS.payment,
  Id: 'f1000000-0000-4000-8000-000000000002',
  Type: 'TermDeposit' as const,
  CustomName: null,
  Iban: 'FI4971900000000019',
  Balance: 1_000_00,
  IsPaymentAccount: false,
  TermDepositAmount: 1_000_00,
  TermDepositExpires: '2028-11-25',
};
const { payment } = SAMPLE_ACCOUNTS;

/** Offers for every amount and term; the customer's payment account holds 20 000 €. */
const depositBank = () =>
  openingBank()
    .on(bank.accounts, [{ ...payment, Balance: 20_000_00 }])
    .on(bankProducts.termDepositCalc, OFFERS)
    .on(bankProducts.termDepositOffer, quotedOffer);

beforeAll(() => import('./OpenTermDepositPage'));
beforeEach(() => sessionStorage.clear());

describe('opening a term deposit', () => {
  it('shows the offer for the chosen amount, asks first, then opens the deposit', async () => {
    const fake = depositBank().on(bankProducts.termDepositCreate, opened(DEPOSIT));
    await renderPage(OPEN_TERM_DEPOSIT, fake);
    const offer = await screen.findByRole('region', { name: 'Talletustarjous' });
    await waitFor(() => expect(offer).toHaveTextContent('440,00 €'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Avaa talletus' }));

    const question = await screen.findByRole('dialog', {
      name: 'Avataanko määräaikaistalletus?',
    });
    expect(await within(question).findByText('10 000,00 €')).toBeVisible();
    expect(question).toHaveTextContent('24 kk');
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));

    expect(
      await screen.findByRole('heading', { name: 'Määräaikaistalletus on avattu' }),
    ).toBeVisible();
    expect(fake.requestsTo(bankProducts.termDepositCreate)).toEqual([
      {
        Amount: 10_000_00,
        DurationInMonths: 24,
        SourceAccountId: payment.Id,
        TermsAccepted: true,
        IdempotencyKey: expect.any(String),
      },
    ]);
  });

  it('requires the terms accepted and an account that holds the amount', async () => {
    await renderPage(
      OPEN_TERM_DEPOSIT,
      depositBank().on(bank.accounts, [{ ...payment, Balance: 500_00 }]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Avaa talletus' }));
    expect(screen.getByText('Hyväksy ehdot jatkaaksesi')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Avaa talletus' }));
    expect(screen.getByLabelText('Veloitettava tili')).toHaveAccessibleDescription(
      'Virhe: Tilillä ei ole riittävästi katetta.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading state until the offers have come', async () => {
    await renderPage(OPEN_TERM_DEPOSIT, depositBank().hang(bankProducts.termDepositCalc));
    await waitFor(() => expect(screen.getByText('Ladataan…', { selector: 'p' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Avaa talletus' })).not.toBeInTheDocument();
  });

  it('says the offers failed and loads them again when asked', async () => {
    const fake = depositBank().unreachable(bankProducts.termDepositCalc);
    await renderPage(OPEN_TERM_DEPOSIT, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Talletustarjousten lataaminen epäonnistui.');
    fake.on(bankProducts.termDepositCalc, OFFERS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Avaa talletus' })).toBeVisible();
  });

  it('starts from the deposit chosen before the login, and says when it is no longer kept', async () => {
    const FlowId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const fake = depositBank().on(storeflow.storedFlowRead, {
      FlowId,
      Flow: {
        status: 'Started',
        flowType: 'deposit',
        data: { depositAmount: 5_000_00, depositDuration: 12 },
      },
    });
    await renderPage(`${OPEN_TERM_DEPOSIT}?flow=${FlowId}`, fake);
    expect(await screen.findByText(/Valitsemasi summa ja aika ovat valmiina/)).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Talletussumma' })).toHaveAttribute(
      'aria-valuetext',
      formatWholeEuros(5_000),
    );
    expect(screen.getByRole('slider', { name: 'Talletusaika' })).toHaveAttribute(
      'aria-valuetext',
      '12 kk',
    );
    expect(fake.requestsTo(storeflow.storedFlowRead)).toEqual([{ FlowId }]);

    fake.refuse(storeflow.storedFlowRead, 'FlowId', 'opening.flow.notKept', 404);
    await renderPage(`${OPEN_TERM_DEPOSIT}?flow=${FlowId}`, fake);
    expect(await screen.findByText(/Valintaasi ei ole enää tallessa/)).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Talletussumma' })).toHaveAttribute(
      'aria-valuetext',
      formatWholeEuros(10_000),
    );
  });

  it('says so when nothing is on offer', async () => {
    await renderPage(
      OPEN_TERM_DEPOSIT,
      depositBank().on(bankProducts.termDepositCalc, { Items: [] }),
    );
    expect(await screen.findByText('Määräaikaistalletuksia ei ole nyt tarjolla.')).toBeVisible();
  });
});
