import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as bankPayments from '../../../api/bankPayments';
import * as payments from '../../../api/payments';
import { formatDate, toIsoDate } from '../../../domain/dates/dates';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { HELEN, paymentBank, PREPARED, sampleReceipt } from '../../testing/paymentBank';
import { storedPayment } from './storedPayment';

const RECEIPT = `/bank/accounts/transfer/receipt?paymentId=${PREPARED.PaymentId}`;
const TODAY = toIsoDate(new Date());

/** The payment this tab prepared, of the given type, waiting for its receipt. */
function storeInstantPayment() {
  const stored = {
    draft: {
      sourceAccountId: SAMPLE_ACCOUNTS.payment.Id,
      RecipientIban: HELEN.iban,
      RecipientName: HELEN.name,
      PaymentAmount: 12_50,
      DueDate: TODAY,
      paymentType: 'Instant' as const,
      saveReceiverToList: false,
    },
    verification: { result: 'Match' as const, suggestedName: null },
    paymentId: PREPARED.PaymentId,
  };
  sessionStorage.setItem('payments.draft', JSON.stringify(z.encode(storedPayment, stored)));
}

beforeAll(() => import('./PaymentReceiptPage'));
beforeEach(() => sessionStorage.clear());

describe('the receipt', () => {
  it('completes the confirmed payment and shows it paid', async () => {
    const fake = paymentBank().on(bankPayments.sepaPaymentComplete, sampleReceipt());
    await renderPage(`${RECEIPT}&status=ok`, fake);
    expect(await screen.findByText('Maksu on maksettu')).toBeVisible();
    expect(screen.getByText('Lasku 123')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Siirry tilille' })).toBeVisible();
    expect(screen.getByText('Tilin saldo nyt')).toBeVisible();
    expect(fake.requestsTo(bankPayments.sepaPaymentComplete)).toEqual([
      { PaymentId: PREPARED.PaymentId },
    ]);
  });

  it('says the payment is being completed while the bank has not answered', async () => {
    await renderPage(`${RECEIPT}&status=ok`, paymentBank().hang(bankPayments.sepaPaymentComplete));
    expect(await screen.findByText('Maksua viimeistellään…')).toBeVisible();
  });

  it('tells a later due date, with the way to future payments', async () => {
    const due = toIsoDate(new Date(Date.now() + 9 * 86_400_000));
    const fake = paymentBank().on(
      bankPayments.sepaPaymentComplete,
      sampleReceipt({ Status: 'Scheduled', DueDate: due, TransactionId: null, BookingDate: null }),
    );
    await renderPage(`${RECEIPT}&status=ok`, fake);
    expect(
      await screen.findByText(`Maksu on tallennettu eräpäivälle ${formatDate(due)}`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tulevat maksut' })).toHaveAttribute(
      'href',
      '/bank/accounts/future-payments',
    );
  });

  it('completes an instant payment with the instant call', async () => {
    storeInstantPayment();
    const fake = paymentBank().on(
      payments.sepaInstantCompleteConsumer,
      sampleReceipt({ paymentType: 'Instant' }),
    );
    await renderPage(`${RECEIPT}&status=ok`, fake);
    expect(await screen.findByText('Maksu on maksettu')).toBeVisible();
    expect(fake.requestsTo(payments.sepaInstantCompleteConsumer)).toHaveLength(1);
    expect(sessionStorage.getItem('payments.draft')).toBeNull();
  });

  it('says the account lacks funds and completes the payment when tried again', async () => {
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentComplete,
      'PaymentAmount',
      'Tilillä ei ole riittävästi katetta.',
      422,
    );
    await renderPage(`${RECEIPT}&status=ok`, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Maksu epäonnistui');
    expect(alert).toHaveTextContent('Tilillä ei ole riittävästi katetta.');
    expect(within(alert).queryByRole('button', { name: 'Tee maksu uudelleen' })).toBeNull();
    fake.on(bankPayments.sepaPaymentComplete, sampleReceipt());
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Maksu on maksettu')).toBeVisible();
    expect(fake.requestsTo(bankPayments.sepaPaymentComplete)).toHaveLength(2);
  });

  it('says the confirmation expired and offers the payment again, filled in, instead of a retry', async () => {
    storeInstantPayment();
    const expired =
      'Maksun vahvistus on vanhentunut: maksua ei voitu maksaa 15 minuutin kuluessa vahvistamisesta. Maksua ei maksettu. Tee maksu uudelleen.';
    const fake = paymentBank().refuse(
      payments.sepaInstantCompleteConsumer,
      'PaymentId',
      expired,
      422,
    );
    const { router } = await renderPage(`${RECEIPT}&status=ok`, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Maksu epäonnistui');
    expect(alert).toHaveTextContent(expired);
    expect(within(alert).queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tee maksu uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
    expect(router.state.location.search).toBe(`?accountId=${SAMPLE_ACCOUNTS.payment.Id}`);
    expect(await screen.findByDisplayValue(HELEN.name)).toBeVisible();
    expect(fake.requestsTo(payments.sepaInstantCompleteConsumer)).toHaveLength(1);
  });

  it('offers a new payment when the bank refuses one this tab did not make', async () => {
    const fake = paymentBank().refuse(
      bankPayments.sepaPaymentComplete,
      'PaymentId',
      'Maksu on poistettu.',
      422,
    );
    const { router } = await renderPage(`${RECEIPT}&status=ok`, fake);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tee maksu uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says a cancelled identification paid nothing, and leads back to the payment', async () => {
    const fake = paymentBank();
    await renderPage(`${RECEIPT}&status=cancel`, fake);
    expect(
      await screen.findByText('Maksun vahvistaminen keskeytettiin. Maksua ei tehty.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Palaa maksuun' })).toHaveAttribute(
      'href',
      '/bank/accounts/transfer/payee-verification',
    );
    expect(fake.requestsTo(bankPayments.sepaPaymentComplete)).toEqual([]);
  });
});
