import { expect, expectAccessible, test } from './bank';
import { expectInvoiceFilled, invoiceCode, openBarcodeTab } from './barcodeTab';
import { barcodePng, invoicePdf, withWrongCheckDigit } from './invoiceBarcodes';

test('a picture of an invoice’s barcode fills the payment; a wrong check digit is refused', async ({
  page,
  problems,
}) => {
  void problems;
  await openBarcodeTab(page);
  await expectAccessible(page);

  const file = page.getByLabel('Valitse laskun kuva tai PDF');
  await file.setInputFiles({
    name: 'lasku.png',
    mimeType: 'image/png',
    buffer: await barcodePng(withWrongCheckDigit(invoiceCode(12_345))),
  });
  const tabPanel = page.getByRole('tabpanel', { name: 'Lue viivakoodi' });
  await expect(tabPanel.getByText('Tarkista viivakoodi')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Lue viivakoodi' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page);

  await file.setInputFiles({
    name: 'lasku.png',
    mimeType: 'image/png',
    buffer: await barcodePng(invoiceCode(12_345)),
  });
  await expectInvoiceFilled(page, '123,45');
});

test('the first page of a PDF invoice is read', async ({ page, problems }) => {
  void problems;
  await openBarcodeTab(page);
  await page.getByLabel('Valitse laskun kuva tai PDF').setInputFiles({
    name: 'lasku.pdf',
    mimeType: 'application/pdf',
    buffer: await invoicePdf(invoiceCode(9_870)),
  });
  await expectInvoiceFilled(page, '98,70');
});
