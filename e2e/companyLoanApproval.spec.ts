import { approveBank } from '../api/companyLoanBankApproval';
import { companySignApplication } from '../api/companyLoanApplication';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { eurosToCents } from '../domain/money/money';
import { expect, expectAccessible, takenOver, test } from './bank';

/**
 * Saariston Logistiikka Oy asks for 250 000 €, more than the credit rules decide alone: the
 * application waits in manual handling until the bank's handler (the sandbox's tester, by the
 * `approve-bank` call) approves it; then it goes on to its signatures. The amount chosen before
 * the identification is the one the bank kept through it.
 */

const APPLY = '/landing/company-loan-application';

test('an application sent to manual handling is approved by the bank and goes on to signing', async ({
  page,
  problems,
}) => {
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(APPLY);
  // The most a company loan may be, by keyboard.
  const amount = page.getByRole('slider', { name: 'Lainan määrä' });
  // The served page is prerendered: a key pressed before the bank takes it over moves nothing.
  await expect.poll(() => takenOver(amount)).toBe(true);
  await amount.press('End');
  await expect(amount).toHaveAttribute('aria-valuetext', /250\s000/);
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await page.getByRole('button', { name: /Tunnistaudu: Kaisa Saaristo/ }).click();
  await page.waitForURL(`**${APPLY}?status=ok&flow=*`);

  // The amount kept through the identification is over what the rules decide alone.
  await expect(amount).toHaveAttribute('aria-valuetext', /250\s000/);
  await page.getByLabel('Käyttötarkoitus').selectOption('Investment');
  await page.getByLabel('Yrityksen sähköposti').fill('toimisto@saaristonlogistiikka.example');
  await page.getByLabel('Yrityksen puhelinnumero').fill('040 555 6677');
  await page.getByRole('button', { name: 'Lähetä hakemus' }).click();
  await expect(page.getByRole('heading', { name: 'Hakemus on pankin käsittelyssä' })).toBeVisible();
  await expect(page.getByText('Näin suuren lainan käsittelee pankin asiantuntija.')).toBeVisible();
  await expectAccessible(page);

  // The bank's handler approves it, by the sandbox's command.
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(page.url()).origin };
  const listed = await page.request.post(companySignApplication.path, { headers, data: {} });
  const { Applications } = companySignApplication.response.parse(await listed.json());
  const referred = Applications.find(
    (application) =>
      application.Status === 'ManualHandling' && application.Amount === eurosToCents(250_000),
  );
  expect(referred, 'the application in manual handling').toBeDefined();
  const signing = `${APPLY}/sign/${referred!.Id}`;
  await page.goto(signing);
  await expect(page.getByText('Hakemus on pankin käsittelyssä')).toBeVisible();
  const approved = await page.request.post(approveBank.path, {
    headers,
    data: { Id: referred!.Id, Approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // Approved for the amount asked, it waits for the signatures: Kaisa confirms as an owner, signs.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tosiasialliset edunsaajat' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vahvista edunsaajana' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Tosiasialliset edunsaajat' })
      .getByRole('listitem')
      .filter({ hasText: 'Kaisa Saaristo' }),
  ).toContainText('Vahvistanut');
  await page.getByRole('checkbox', { name: 'Hyväksyn lainan ehdot yrityksen puolesta' }).check();
  await page.getByRole('button', { name: 'Allekirjoita tunnistautumalla' }).click();
  await expect(
    page.getByText(/Yrityslaina, Saariston Logistiikka Oy: 250\s000,00\s€/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Vahvista/ }).click();
  await expect(page.getByText(/Olet allekirjoittanut hakemuksen/)).toBeVisible();
  const signatories = page.getByRole('region', { name: 'Allekirjoittajat' });
  await expect(signatories.getByRole('listitem').filter({ hasText: 'Timo Aalto' })).toContainText(
    'Odottaa allekirjoitusta',
  );
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
