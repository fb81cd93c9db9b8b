import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from '../../../api/auth';
import * as bankPayments from '../../../api/bankPayments';
import { toIsoDate } from '../../../domain/dates/dates';
import type { PayeeVerificationResult } from '../../../domain/payments/payeeVerification';
import { fiPayments } from '../../../i18n/fi/payments';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { HELEN, IDENTIFICATION_URL, paymentBank, PREPARED } from '../../testing/paymentBank';
import { storedPayment, type StoredPayment } from './storedPayment';

const VERIFICATION = '/bank/accounts/transfer/payee-verification';
const TODAY = toIsoDate(new Date());

function storePayment(result: PayeeVerificationResult, suggestedName: string | null = null) {
  const payment: StoredPayment = {
    draft: {
      sourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
      RecipientIban: HELEN.iban,
      RecipientName: 'Helem Oy',
      PaymentAmount: 12_50,
      DueDate: TODAY,
      Message: 'Lasku 123',
      paymentType: 'Sepa',
      saveReceiverToList: false,
    },
    verification: { result, suggestedName },
  };
  sessionStorage.setItem('payments.draft', JSON.stringify(z.encode(storedPayment, payment)));
}

/** The bank prepares the payment and sends the browser to confirm it. */
const preparingBank = () =>
  paymentBank()
    .on(bankPayments.sepaPaymentInit, PREPARED)
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });

const confirmButton = () => screen.getByRole('button', { name: 'Vahvista maksu' });

beforeAll(() => Promise.all([import('./PayeeVerificationPage'), import('./NewPaymentPage')]));
beforeEach(() => sessionStorage.clear());
afterEach(() => history.replaceState(null, '', location.pathname + location.search));

describe('the payee verification', () => {
  it('prepares a matching payee’s payment and leaves for strong identification', async () => {
    storePayment('Match');
    const fake = preparingBank();
    await renderPage(VERIFICATION, fake);
    expect(await screen.findByText('Saajan nimi täsmää')).toBeVisible();
    await userEvent.click(confirmButton());

    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    const [init] = fake.requestsTo(bankPayments.sepaPaymentInit);
    expect(init).toMatchObject({
      RecipientIban: HELEN.iban,
      PaymentAmount: 12_50,
      payeeVerificationResult: 'Match',
      IdempotencyKey: expect.any(String),
    });
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([
      {
        auth: {
          AuthId: PREPARED.SessionId,
          type: 'SepaPayment',
          nextUrl: `/bank/accounts/transfer/receipt?paymentId=${PREPARED.PaymentId}`,
          errorUrl: VERIFICATION,
          cancelUrl: VERIFICATION,
        },
      },
    ]);
  });

  it('asks which name to use when the holder’s name is close, and sends the chosen one', async () => {
    storePayment('CloseMatch', HELEN.name);
    const fake = preparingBank();
    await renderPage(VERIFICATION, fake);
    expect(await screen.findByText('Saajan nimi lähes täsmää')).toBeVisible();
    await userEvent.click(confirmButton());
    expect(screen.getByText('Valitse, kumpaa nimeä käytetään.')).toBeVisible();
    expect(fake.requestsTo(bankPayments.sepaPaymentInit)).toEqual([]);

    await userEvent.click(
      screen.getByRole('radio', { name: `Tilinomistajan nimi: ${HELEN.name}` }),
    );
    await userEvent.click(confirmButton());
    await expect.poll(() => fake.requestsTo(bankPayments.sepaPaymentInit)).toHaveLength(1);
    expect(fake.requestsTo(bankPayments.sepaPaymentInit)[0]).toMatchObject({
      suggestedPayeeName: HELEN.name,
      payeeVerificationResult: 'CloseMatch',
    });
  });

  it('goes on with a name that does not match only once the risk is understood', async () => {
    storePayment('NoMatch');
    const fake = preparingBank();
    await renderPage(VERIFICATION, fake);
    expect(await screen.findByText('Saajan nimi ei täsmää')).toBeVisible();
    await userEvent.click(confirmButton());
    expect(screen.getByText('Vahvista, että ymmärrät riskin, ennen kuin jatkat.')).toBeVisible();
    expect(fake.requestsTo(bankPayments.sepaPaymentInit)).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Ymmärrän, että raha voi mennä/ }));
    await userEvent.click(confirmButton());
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
  });

  it('warns when the payee’s bank could not be asked, and lets the customer go on', async () => {
    storePayment('NotPossible');
    const fake = preparingBank();
    await renderPage(VERIFICATION, fake);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Saajan nimeä ei voitu tarkistaa');
    await userEvent.click(confirmButton());
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
  });

  it.each([
    ['error', 'Maksun vahvistaminen epäonnistui. Maksua ei tehty.'],
    ['cancel', 'Maksun vahvistaminen keskeytettiin. Maksua ei tehty.'],
  ])(
    'back from identification with status=%s, says so and shows the payment kept',
    async (status, said) => {
      storePayment('Match');
      await renderPage(`${VERIFICATION}?status=${status}`, preparingBank());
      expect(await screen.findByText(said)).toBeVisible();
      const details = screen.getByRole('region', { name: 'Maksun tiedot' });
      expect(details).toHaveTextContent('12,50 €');
      expect(details).toHaveTextContent('Lasku 123');
      expect(confirmButton()).toBeEnabled();
    },
  );

  it('takes a field the bank refused back to the form, where it is said', async () => {
    storePayment('Match');
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentInit,
      'DueDate',
      'Eräpäivä ei voi olla menneisyydessä',
    );
    await renderPage(VERIFICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista maksu' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Pankki ei hyväksynyt maksua');
    await userEvent.click(within(refusal).getByRole('button', { name: 'Korjaa tiedot' }));

    expect(await screen.findByRole('heading', { name: 'Uusi maksu' })).toBeVisible();
    const dueDate = await screen.findByLabelText('Eräpäivä');
    await expect.poll(() => dueDate.getAttribute('aria-invalid')).toBe('true');
    expect(dueDate).toHaveAccessibleDescription('Virhe: Eräpäivä ei voi olla menneisyydessä');
    expect(screen.getByRole('textbox', { name: 'Summa (€)' })).toHaveValue('12,50');
  });

  it('links a payment refused by the security limits to the Turvarajat page', async () => {
    storePayment('Match');
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentInit,
      'RecipientIban',
      fiPayments.refusals.crossborderBlocked,
      422,
    );
    await renderPage(VERIFICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista maksu' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('link', { name: 'Muuta turvarajoja' })).toHaveAttribute(
      'href',
      '/bank/customer/all-payments-settings',
    );
  });

  it('has no such link for a refusal the security limits did not make', async () => {
    storePayment('Match');
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentInit,
      'PaymentAmount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(VERIFICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista maksu' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Muuta turvarajoja' })).toBeNull();
  });

  it('says a payment the account cannot cover before identification, next to the amount', async () => {
    storePayment('Match');
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentInit,
      'PaymentAmount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(VERIFICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vahvista maksu' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Tilillä ei ole riittävästi katetta.');
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([]);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Korjaa tiedot' }));

    const amount = await screen.findByRole('textbox', { name: 'Summa (€)' });
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Virhe: Tilillä ei ole riittävästi katetta.'),
    );
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('12,50');
  });

  it('goes back to the form with everything as it was left', async () => {
    storePayment('Match');
    await renderPage(VERIFICATION, paymentBank());
    await userEvent.click(await screen.findByRole('button', { name: 'Takaisin' }));
    expect(await screen.findByRole('textbox', { name: 'Saajan tilinumero' })).toHaveValue(
      'FI59 1000 0071 0002 18',
    );
    expect(screen.getByRole('textbox', { name: 'Saajan nimi' })).toHaveValue('Helem Oy');
    expect(screen.getByRole('textbox', { name: 'Viesti saajalle' })).toHaveValue('Lasku 123');
  });

  it('says when there is no payment to verify', async () => {
    await renderPage(VERIFICATION, paymentBank());
    expect(
      await screen.findByText('Maksun tietoja ei löytynyt. Aloita maksu alusta.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Uusi maksu' })).toHaveAttribute(
      'href',
      '/bank/accounts/transfer',
    );
  });
});
