import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bwipjs from 'bwip-js/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVirtualBarcode } from '../../../domain/payments/barcode';
import { prepareCode128Reader } from '../../../ui/PayeeEntryTabs/barcodeScan/readBarcodes';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { HELEN, paymentBank } from '../../testing/paymentBank';

const NEW_PAYMENT = `/bank/accounts/transfer?accountId=${SAMPLE_ACCOUNTS.payment.Id}`;

/** An invoice of Helen Oy's without a due date: its barcode, printed as Code 128. */
const code = (amountCents: number) =>
  createVirtualBarcode({ iban: HELEN.iban, amountCents, reference: '1232', dueDate: null });

/** The barcode drawn as a paper invoice has it (bwip-js in the browser), on a canvas. */
function barcodeCanvas(text: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  bwipjs.toCanvas(canvas, {
    bcid: 'code128',
    text,
    scale: 3,
    height: 15,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  return canvas;
}

async function barcodePng(text: string): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) =>
    barcodeCanvas(text).toBlob(resolve, 'image/png'),
  );
  return new File([blob!], 'lasku.png', { type: 'image/png' });
}

async function openBarcodeTab() {
  await renderPage(NEW_PAYMENT, paymentBank());
  await userEvent.click(await screen.findByRole('tab', { name: 'Lue viivakoodi' }));
  return screen.findByRole('group', { name: 'Tai lue viivakoodi laskusta' });
}

/** The camera as the browser gives it, replaced for one test. */
function cameraGives(getUserMedia: () => Promise<MediaStream>) {
  vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(getUserMedia);
}

function expectPaymentFilled(amount: string) {
  expect(screen.getByRole('tab', { name: 'IBAN' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('textbox', { name: 'Saajan tilinumero' })).toHaveValue(
    'FI59 1000 0071 0002 18',
  );
  expect(screen.getByRole('textbox', { name: 'Summa (€)' })).toHaveValue(amount);
  expect(screen.getByRole('textbox', { name: 'Viitenumero' })).toHaveValue('1232');
}

// ZXing's WebAssembly comes from the build, which the fake bank (it answers every fetch) does not
// serve: it loads before the page, as it does in a customer's browser once the tab opens.
beforeAll(() => Promise.all([import('./NewPaymentPage'), prepareCode128Reader()]));
afterEach(() => vi.restoreAllMocks());

describe("the payment form's barcode from a picture or the camera", () => {
  it('fills the payment from a picture of the invoice', async () => {
    const scan = await openBarcodeTab();
    await userEvent.upload(
      within(scan).getByLabelText('Valitse laskun kuva tai PDF'),
      await barcodePng(code(8_995)),
    );
    await waitFor(() => expectPaymentFilled('89,95'), { timeout: 20_000 });
  });

  it("says 'Tarkista viivakoodi' for a barcode that is no invoice's, and stays on the tab", async () => {
    const scan = await openBarcodeTab();
    const picker = within(scan).getByLabelText('Valitse laskun kuva tai PDF');
    await userEvent.upload(picker, await barcodePng('1234567890'));
    expect(
      await within(scan).findByText('Tarkista viivakoodi', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('Virhe: Tarkista viivakoodi'),
    );
    expect(screen.getByRole('tab', { name: 'Lue viivakoodi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says so when a picture has no barcode', async () => {
    const scan = await openBarcodeTab();
    const blank = document.createElement('canvas');
    blank.width = 200;
    blank.height = 100;
    const blob = await new Promise<Blob | null>((resolve) => blank.toBlob(resolve, 'image/png'));
    await userEvent.upload(
      within(scan).getByLabelText('Valitse laskun kuva tai PDF'),
      new File([blob!], 'tyhja.png', { type: 'image/png' }),
    );
    expect(
      await within(scan).findByText(
        'Viivakoodia ei löytynyt. Kokeile tarkempaa kuvaa tai kirjoita numerot.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
  });

  it('says so when a file cannot be read as a picture', async () => {
    const scan = await openBarcodeTab();
    await userEvent.upload(
      within(scan).getByLabelText('Valitse laskun kuva tai PDF'),
      new File(['not a picture'], 'lasku.png', { type: 'image/png' }),
    );
    expect(
      await within(scan).findByText(
        'Viivakoodin lukeminen ei onnistunut. Yritä uudelleen tai kirjoita numerot.',
      ),
    ).toBeVisible();
  });

  it('reads the barcode the camera shows, then turns the camera off', async () => {
    const frame = barcodeCanvas(code(4_200));
    const stream = frame.captureStream(10);
    cameraGives(async () => stream);
    const scan = await openBarcodeTab();
    await userEvent.click(within(scan).getByRole('button', { name: 'Lue kameralla' }));
    expect(await within(scan).findByLabelText(/^Kameran kuva/)).toBeInstanceOf(HTMLVideoElement);
    expect(within(scan).getByRole('button', { name: 'Lopeta kamera' })).toBeVisible();
    await waitFor(() => expectPaymentFilled('42,00'), { timeout: 20_000 });
    expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('turns the camera off when the customer leaves the tab', async () => {
    const stream = document.createElement('canvas').captureStream(1);
    cameraGives(async () => stream);
    const scan = await openBarcodeTab();
    await userEvent.click(within(scan).getByRole('button', { name: 'Lue kameralla' }));
    await within(scan).findByRole('button', { name: 'Lopeta kamera' });
    await userEvent.click(screen.getByRole('tab', { name: 'IBAN' }));
    expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Lue viivakoodi' }));
    expect(within(scan).getByRole('button', { name: 'Lue kameralla' })).toBeVisible();
    expect(within(scan).queryByLabelText(/^Kameran kuva/)).not.toBeInTheDocument();
  });

  it('says so when the camera is not allowed', async () => {
    cameraGives(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const scan = await openBarcodeTab();
    const start = within(scan).getByRole('button', { name: 'Lue kameralla' });
    await userEvent.click(start);
    const message =
      'Kameran käyttöä ei sallittu. Salli kamera selaimen asetuksista tai valitse laskun kuva.';
    expect(await within(scan).findByText(message)).toBeVisible();
    expect(start).toHaveAccessibleDescription(`Virhe: ${message}`);
    expect(start).toHaveFocus();
  });

  it('says so when the device has no camera', async () => {
    cameraGives(() =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    );
    const scan = await openBarcodeTab();
    await userEvent.click(within(scan).getByRole('button', { name: 'Lue kameralla' }));
    expect(
      await within(scan).findByText(
        'Kameraa ei voi käyttää tällä laitteella. Valitse laskun kuva tai kirjoita numerot.',
      ),
    ).toBeVisible();
  });
});
