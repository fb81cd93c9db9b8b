import type { APIRequestContext, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/apiError';
import { AIS_PATHS, openBankingInit } from '../api/openBanking';
import { DEMO, expect, expectAccessible, logIn, test } from './bank';

/**
 * Open banking: the sandbox's registered provider (Budgetly) asks for access from its server,
 * the customer decides in the bank after strong identification, the provider reads what was
 * consented, and is refused once the customer rejects a request or revokes the consent.
 */

const PROVIDER = {
  ClientId: 'budgetly-sandbox',
  ClientSecret: 'budgetly-sandbox-secret',
  RedirectUri: 'https://budgetly.example/bank-callback',
};

/** The provider's server asks for access to the account list and balances. */
async function requestAccess(request: APIRequestContext, State: string) {
  const answer = await request.post(openBankingInit.path, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { ...PROVIDER, Access: ['balances'], State },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return openBankingInit.response.parse(await answer.json());
}

const read = (request: APIRequestContext, token: string, path: string) =>
  request.get(path, { headers: { authorization: `Bearer ${token}` } });

/** From the provider's link through the sandbox identification to the bank's decision page. */
async function identifyFor(page: Page, authorisationUrl: string, { scan = false } = {}) {
  await page.goto(authorisationUrl);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Budgetly pyytää pääsyä tilitietoihisi' }),
  ).toBeVisible();
  if (scan) {
    await expect(page.getByText('Tilien saldot')).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(page.getByRole('heading', { name: 'Hiekkalaatikkopankin tunnistus' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Tunnistaudu: ${DEMO.aino}`) }).click();
  await page.waitForURL('**/bank/open-banking?*status=ok');
}

test('a provider gets a consent, reads the consented account, and is refused after a rejection and a revocation', async ({
  page,
  request,
  problems,
}) => {
  // The provider's own page, where the customer's browser goes back with the outcome.
  await page
    .context()
    .route('https://budgetly.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Budgetly</title><h1>Budgetly</h1>' }),
    );
  await page.context().clearCookies();

  const consent = await requestAccess(request, 'journey-accept');
  await identifyFor(page, consent.AuthorisationUrl, { scan: true });

  const choice = page.getByRole('group', { name: 'Valitse tilit, joiden tiedot jaetaan' });
  const accounts = choice.getByRole('checkbox');
  await expect(accounts.first()).toBeVisible();
  await expectAccessible(page);
  await accounts.first().check();
  await page.getByRole('button', { name: 'Hyväksy' }).click();
  await page.waitForURL('https://budgetly.example/**');
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({
    state: 'journey-accept',
    consentId: consent.ConsentId,
    status: 'accepted',
  });

  const listed = await read(request, consent.ConsentToken, AIS_PATHS.accounts);
  expect(listed.status()).toBe(200);
  expect(listed.headers()['cache-control']).toBe('no-store');
  const [account, ...others] = (await listed.json()).accounts as { resourceId: string }[];
  expect(others).toEqual([]);
  const balances = await read(
    request,
    consent.ConsentToken,
    AIS_PATHS.balances.replace(':resourceId', account!.resourceId),
  );
  expect(balances.status()).toBe(200);
  expect(
    (
      await read(
        request,
        consent.ConsentToken,
        AIS_PATHS.transactions.replace(':resourceId', account!.resourceId),
      )
    ).status(),
  ).toBe(403);

  // A second request, rejected: the provider hears `access_denied` and its token reads nothing.
  const rejected = await requestAccess(request, 'journey-reject');
  await identifyFor(page, rejected.AuthorisationUrl);
  await page.getByRole('button', { name: 'Hylkää' }).click();
  await page.waitForURL('https://budgetly.example/**');
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
  expect((await read(request, rejected.ConsentToken, AIS_PATHS.accounts)).status()).toBe(401);

  // The session opened for a decision ended with it. The customer logs in, and revokes the
  // first consent on her consents page; the provider is refused from then on.
  await logIn(page, DEMO.aino, { fresh: true });
  await page.goto('/bank/customer/consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Suostumukset' })).toBeVisible();
  await expect(page.getByText('Hylätty').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Peru suostumus: Budgetly' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Haluatko varmasti perua suostumuksen?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Kyllä' }).click();
  await expect(page.getByText('Suostumus peruttu')).toBeVisible();
  await expect(page.getByRole('button', { name: /Peru suostumus/ })).toHaveCount(0);
  expect((await read(request, consent.ConsentToken, AIS_PATHS.accounts)).status()).toBe(401);
  expect(problems).toEqual([]);
});
