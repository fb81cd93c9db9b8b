import { launchOptions } from '../playwright.config';
import { expect, expectAccessible, test } from './bank';
import { expectInvoiceFilled, invoiceCode, openBarcodeTab } from './barcodeTab';
import { barcodeVideo } from './invoiceBarcodes';

// Chromium's fake camera films a barcode made here, and the camera is allowed. Its own file: a
// browser launched with other flags is a worker of its own.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...launchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${barcodeVideo(invoiceCode(4_200))}`,
    ],
  },
  permissions: ['camera'],
});

test('the camera reads an invoice’s barcode and turns itself off', async ({ page, problems }) => {
  void problems;
  await openBarcodeTab(page);
  await page.getByRole('button', { name: 'Lue kameralla' }).click();
  await expectInvoiceFilled(page, '42,00');
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Lue viivakoodi' }).click();
  await expect(page.getByRole('button', { name: 'Lue kameralla' })).toBeVisible();
  await expectAccessible(page);
});
