import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as bankPayments from '../../../api/bankPayments';
import * as payments from '../../../api/payments';
import { createVirtualBarcode } from '../../../domain/payments/barcode';
import { toIsoDate } from '../../../domain/dates/dates';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { HELEN, paymentBank, SAVED_PAYEES } from '../../testing/paymentBank';

const NEW_PAYMENT = `/bank/accounts/transfer?accountId=${SAMPLE_ACCOUNTS.payment.Id}`;

const field = (name: string) => screen.getByRole('textbox', { name });

/** Types as a paste: one change, as from the clipboard. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillPayment() {
  await fill(await screen.findByRole('textbox', { name: 'Saajan tilinumero' }), HELEN.iban);
  await fill(field('Saajan nimi'), HELEN.name);
  await fill(field('Summa (€)'), '12,50');
  await fill(field('Viesti saajalle'), 'Lasku 123');
}

// The pages' code is loaded once, before the tests time anything.
beforeAll(() => Promise.all([import('./NewPaymentPage'), import('./PayeeVerificationPage')]));
beforeEach(() => sessionStorage.clear());

describe('a new payment', () => {
  it('shows a loading state until the accounts have come', async () => {
    await renderPage(NEW_PAYMENT, paymentBank().hang(bank.accounts));
    expect(await screen.findByRole('heading', { name: 'Uusi maksu' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Ladataan…', { selector: 'p' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });

  it('verifies the payee, keeps the payment and goes on to the verification', async () => {
    const fake = paymentBank().on(payments.consumerVerifyPayee, {
      Result: 'Match',
      PayeeName: null,
    });
    await renderPage(NEW_PAYMENT, fake);
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));

    expect(await screen.findByRole('heading', { name: 'Saajan tarkistus' })).toBeVisible();
    expect(screen.getByText('Saajan nimi täsmää')).toBeVisible();
    expect(fake.requestsTo(payments.consumerVerifyPayee)).toEqual([
      { RecipientIban: HELEN.iban, RecipientName: HELEN.name },
    ]);
    const summary = screen.getByRole('region', { name: 'Maksun tiedot' });
    expect(summary).toHaveTextContent('12,50 €');
    expect(summary).toHaveTextContent('Lasku 123');
  });

  it('tells under each field what is missing, and focuses the first', async () => {
    const fake = paymentBank();
    await renderPage(NEW_PAYMENT, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Jatka' }));

    const iban = field('Saajan tilinumero');
    expect(iban).toHaveFocus();
    expect(iban).toHaveAccessibleDescription('Virhe: Tämä tieto tarvitaan');
    expect(field('Saajan nimi')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Summa (€)')).toHaveAccessibleDescription(
      expect.stringContaining('Tämä tieto tarvitaan'),
    );
    expect(fake.requestsTo(payments.consumerVerifyPayee)).toEqual([]);
  });

  it('keeps an amount it cannot read as typed and says how to type one', async () => {
    await renderPage(NEW_PAYMENT, paymentBank());
    const amount = await screen.findByRole('textbox', { name: 'Summa (€)' });
    await fill(amount, '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(amount).toHaveValue('12,345');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Syötä summa euroina, esimerkiksi 125,50'),
    );
  });

  it('asks for a reference or a message, not both', async () => {
    await renderPage(NEW_PAYMENT, paymentBank());
    await fillPayment();
    await userEvent.type(field('Viitenumero'), '1232');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(field('Viesti saajalle')).toHaveAccessibleDescription(
      expect.stringContaining('Virhe: Anna joko viitenumero tai viesti, ei molempia'),
    );
  });

  it('puts the bank’s refusal on the field it names', async () => {
    const fake = paymentBank().refuse(
      payments.consumerVerifyPayee,
      'RecipientName',
      'Vastaanottaja sisältää kiellettyjä merkkejä',
    );
    await renderPage(NEW_PAYMENT, fake);
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));

    const name = field('Saajan nimi');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Vastaanottaja sisältää kiellettyjä merkkejä'),
    );
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Uusi maksu' })).toBeVisible();
  });

  it('says a refusal that names no field above the button', async () => {
    const fake = paymentBank().unreachable(payments.consumerVerifyPayee);
    await renderPage(NEW_PAYMENT, fake);
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(
      await screen.findByText('Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.'),
    ).toBeVisible();
  });

  it('fills the payee from the list and the payment from a barcode', async () => {
    await renderPage(NEW_PAYMENT, paymentBank());
    await userEvent.click(await screen.findByRole('tab', { name: 'Saajaluettelo' }));
    await userEvent.click(screen.getByRole('button', { name: /^Sähkölasku/ }));
    expect(field('Saajan tilinumero')).toHaveValue('FI59 1000 0071 0002 18');
    expect(field('Saajan nimi')).toHaveValue(HELEN.name);

    const dueDay = addDays(new Date(), 10);
    const due = toIsoDate(dueDay);
    await userEvent.click(screen.getByRole('tab', { name: 'Lue viivakoodi' }));
    // The tab's reader loads when it is first opened.
    await fill(
      await screen.findByRole('textbox', { name: 'Virtuaaliviivakoodi' }),
      createVirtualBarcode({
        iban: HELEN.iban,
        amountCents: 8_995,
        reference: '1232',
        dueDate: due,
      }),
    );
    await userEvent.keyboard('{Enter}');
    expect(field('Summa (€)')).toHaveValue('89,95');
    expect(field('Viitenumero')).toHaveValue('1232');
    expect(screen.getByLabelText('Eräpäivä')).toHaveValue(format(dueDay, 'd.M.yyyy'));
    expect(field('Saajan nimi')).toHaveFocus();
  });

  it('says the payee list failed and loads it again when asked', async () => {
    const fake = paymentBank().unreachable(bankPayments.sepaPaymentRecipients);
    await renderPage(NEW_PAYMENT, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Saajaluettelon lataaminen epäonnistui.')).toBeVisible();
    fake.on(bankPayments.sepaPaymentRecipients, SAVED_PAYEES);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Saajaluettelo' }));
    expect(await screen.findByRole('button', { name: /^Sähkölasku/ })).toBeVisible();
  });

  it('says so when the customer has no account to pay from', async () => {
    await renderPage(NEW_PAYMENT, paymentBank().on(bank.accounts, [SAMPLE_ACCOUNTS.savings]));
    expect(
      await screen.findByText('Sinulla ei ole käyttötiliä, jolta voisi maksaa.'),
    ).toBeVisible();
  });

  it('tells a view-only customer why they cannot pay', async () => {
    await renderPage(NEW_PAYMENT, paymentBank('viewOnly'));
    expect(await screen.findByText('Et voi tehdä tätä toimintoa')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
  });
});
