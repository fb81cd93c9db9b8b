import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bankPayments from '../../../api/bankPayments';
import { formatDate } from '../../../domain/dates/dates';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';
import {
  FUTURE_RENT,
  HELEN,
  IDENTIFICATION_URL,
  paymentBank,
  PREPARED,
  sampleFuturePayment,
} from '../../testing/paymentBank';
import { inDays } from '../../testing/sampleLoans';

const FUTURE_PAYMENTS = '/bank/accounts/future-payments';
const ELECTRICITY = sampleFuturePayment();

const listed = (fake = paymentBank()) =>
  fake.on(bankPayments.futurePayments, [FUTURE_RENT, ELECTRICITY]);

beforeAll(() => import('./FuturePaymentsPage'));
beforeEach(() => sessionStorage.clear());
afterEach(() => history.replaceState(null, '', location.pathname + location.search));

describe('the future payments', () => {
  it('lists the payments by due date', async () => {
    await renderPage(FUTURE_PAYMENTS, listed());
    await screen.findByText('Vuokranantaja Oy');
    const [first, second] = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(first).toHaveTextContent(HELEN.name);
    expect(first).toHaveTextContent(formatDate(ELECTRICITY.DueDate));
    expect(second).toHaveTextContent('Vuokranantaja Oy');
    expect(second).toHaveTextContent('850,00 €');
  });

  it('says a payment failed on its due date, and why, with no way to change it', async () => {
    const failed = sampleFuturePayment({
      PaymentId: 'c1000000-0000-4000-8000-000000000010',
      RecipientName: 'Sähkö Oy',
      Status: 'Failed',
      DueDate: inDays(-2),
      FailureReason: 'Tilillä ei ole riittävästi katetta.',
    });
    await renderPage(
      FUTURE_PAYMENTS,
      paymentBank().on(bankPayments.futurePayments, [FUTURE_RENT, failed]),
    );
    const [first, second] = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(first).toHaveTextContent('Sähkö Oy');
    expect(within(first!).getByText('Epäonnistui')).toBeVisible();
    expect(within(first!).getByText('Tilillä ei ole riittävästi katetta.')).toBeVisible();
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent('Epäonnistui');
    await expectAccessible();
    expect(
      within(second!).getByRole('button', { name: 'Muokkaa maksua: Vuokranantaja Oy' }),
    ).toBeVisible();
  });

  it('says when there are none', async () => {
    await renderPage(FUTURE_PAYMENTS, paymentBank().on(bankPayments.futurePayments, []));
    expect(await screen.findByText('Sinulla ei ole tulevia maksuja.')).toBeVisible();
  });

  it('says the list failed and loads it again when asked', async () => {
    const fake = paymentBank().unreachable(bankPayments.futurePayments);
    await renderPage(FUTURE_PAYMENTS, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tulevien maksujen lataaminen epäonnistui.');
    listed(fake);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Vuokranantaja Oy')).toBeVisible();
  });

  it('removes a payment only after the question is answered yes', async () => {
    const fake = listed().on(bankPayments.removeFuturePayment, { Removed: true });
    await renderPage(FUTURE_PAYMENTS, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Poista maksu: Vuokranantaja Oy' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Poistetaanko tuleva maksu?' });
    expect(question).toHaveTextContent('Vuokranantaja Oy');
    fake.on(bankPayments.futurePayments, [ELECTRICITY]);
    await userEvent.click(within(question).getByRole('button', { name: 'Kyllä' }));

    expect(await screen.findByText('Tuleva maksu on poistettu.')).toBeVisible();
    expect(fake.requestsTo(bankPayments.removeFuturePayment)).toEqual([
      { PaymentId: FUTURE_RENT.PaymentId },
    ]);
    expect(screen.queryByText('Vuokranantaja Oy')).not.toBeInTheDocument();
  });

  it('prepares an edit and leaves for strong identification, which comes back here', async () => {
    const fake = listed()
      .on(bankPayments.editFuturePaymentConsumerInit, {
        SessionId: PREPARED.SessionId,
        ApprovalText: 'Muutos',
      })
      .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });
    await renderPage(FUTURE_PAYMENTS, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Muokkaa maksua: Vuokranantaja Oy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa tulevaa maksua' });
    const amount = within(dialog).getByRole('textbox', { name: 'Summa (€)' });
    expect(amount).toHaveValue('850,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vahvista muutos' }));

    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(bankPayments.editFuturePaymentConsumerInit)).toEqual([
      expect.objectContaining({ PaymentId: FUTURE_RENT.PaymentId, PaymentAmount: 900_00 }),
    ]);
    const back = `${FUTURE_PAYMENTS}?paymentId=${FUTURE_RENT.PaymentId}`;
    expect(fake.requestsTo(auth.startAuthentication)[0]?.auth).toMatchObject({
      type: 'FuturePaymentEdit',
      nextUrl: back,
      cancelUrl: back,
    });
  });

  it('puts the bank’s refusal of an edit on its field', async () => {
    const fake = listed().refuse(
      bankPayments.editFuturePaymentConsumerInit,
      'DueDate',
      'Eräpäivä voi olla enintään vuoden päässä',
    );
    await renderPage(FUTURE_PAYMENTS, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Muokkaa maksua: Vuokranantaja Oy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa tulevaa maksua' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vahvista muutos' }));
    const dueDate = within(dialog).getByLabelText('Eräpäivä');
    await expect.poll(() => dueDate.getAttribute('aria-invalid')).toBe('true');
    expect(dueDate).toHaveAccessibleDescription('Virhe: Eräpäivä voi olla enintään vuoden päässä');
  });

  it('completes the confirmed edit on coming back', async () => {
    const fake = listed().on(bankPayments.editFuturePaymentConsumerComplete, FUTURE_RENT);
    await renderPage(`${FUTURE_PAYMENTS}?paymentId=${FUTURE_RENT.PaymentId}&status=ok`, fake);
    expect(await screen.findByText('Tulevan maksun muutos on tallennettu.')).toBeVisible();
    expect(fake.requestsTo(bankPayments.editFuturePaymentConsumerComplete)).toEqual([
      { PaymentId: FUTURE_RENT.PaymentId },
    ]);
  });

  it('shows a view-only customer the list without the ways to change it', async () => {
    await renderPage(FUTURE_PAYMENTS, listed(paymentBank('viewOnly')));
    expect(await screen.findByText('Vuokranantaja Oy')).toBeVisible();
    expect(screen.getByText('Et voi tehdä tätä toimintoa')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Muokkaa/ })).not.toBeInTheDocument();
  });
});
