import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../domain/dates/dates';
import { createVirtualBarcode } from '../domain/payments/barcode';
import { formatIban } from '../domain/payments/iban';
import { formatReference } from '../domain/payments/reference';
import { DEMO, expect, logIn } from './bank';

/** An invoice of Helen Oy's (the sandbox's payee directory knows it), due in ten days. */
const HELEN_IBAN = 'FI5910000071000218';
const REFERENCE = '868516259619897';

/** The bank's calendar day ten days on, as the journeys' browser (Europe/Helsinki) counts. */
function dueDay(): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(
    new Date(),
  );
  return toIsoDate(addDays(parseIsoDate(today)!, 10));
}

/** A version 4 virtual barcode, as printed on a paper invoice. */
export function invoiceCode(amountCents: number): string {
  return createVirtualBarcode({
    iban: HELEN_IBAN,
    amountCents,
    reference: REFERENCE,
    dueDate: dueDay(),
  });
}

export async function openBarcodeTab(page: Page): Promise<void> {
  await logIn(page, DEMO.aino);
  await page.goto('/bank/accounts/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi maksu' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lue viivakoodi' }).click();
  await expect(page.getByLabel('Valitse laskun kuva tai PDF')).toBeAttached();
}

export async function expectInvoiceFilled(page: Page, amount: string): Promise<void> {
  await expect(page.getByRole('tab', { name: 'IBAN' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Saajan tilinumero')).toHaveValue(formatIban(HELEN_IBAN));
  await expect(page.getByLabel('Summa (€)')).toHaveValue(amount);
  await expect(page.getByLabel('Viitenumero')).toHaveValue(formatReference(REFERENCE));
  await expect(page.getByLabel('Eräpäivä')).toHaveValue(
    format(parseIsoDate(dueDay())!, 'd.M.yyyy'),
  );
  // The barcode has no name: the customer goes on to type it.
  await expect(page.getByLabel('Saajan nimi')).toBeFocused();
}
