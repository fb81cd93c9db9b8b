import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import * as consents from '../../../api/consents';
import * as openBanking from '../../../api/openBanking';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';

const CONSENT_ID = 'c1000000-0000-4000-8000-000000000001';
const PAGE = `/bank/open-banking?consentId=${CONSENT_ID}`;
const REQUEST: CallOutput<typeof openBanking.openBankingConsentInfo> = {
  ConsentId: CONSENT_ID,
  ProviderName: 'Budgetly',
  Access: ['accounts', 'balances', 'transactions'],
  Status: 'Received',
  ValidDays: 90,
};
const PROVIDER_RETURN = '#budgetly-return';

const asked = (request = REQUEST) =>
  createFakeBank().on(openBanking.openBankingConsentInfo, request);

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  sessionStorage.clear();
});

describe('a provider’s request for account data', () => {
  it('shows who asks for what, and starts strong identification', async () => {
    const fake = asked().on(openBanking.openBankingAuthStart, {
      SessionId: 'flow',
      IdentificationUrl: '#identification',
    });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Budgetly pyytää pääsyä tilitietoihisi',
      }),
    ).toBeVisible();
    const seen = screen.getByRole('list');
    expect(
      within(seen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tililuettelo', 'Tilien saldot', 'Tilitapahtumat (90 päivää)']);
    expect(screen.getByText(/voimassa 90 päivää hyväksymisestä/)).toBeVisible();
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Tunnistaudu' }));
    await expect.poll(() => location.hash).toBe('#identification');
    expect(fake.requestsTo(openBanking.openBankingAuthStart)).toEqual([{ ConsentId: CONSENT_ID }]);
  });

  it('after identification, shares the chosen accounts and returns to the provider', async () => {
    const fake = asked()
      .on(bank.accounts, Object.values(SAMPLE_ACCOUNTS))
      .on(consents.consentAccept, {
        ConsentId: CONSENT_ID,
        Status: 'Accepted',
        RedirectUrl: PROVIDER_RETURN,
      })
      .on(auth.logout, { LoggedOut: true });
    await renderPage(`${PAGE}&status=ok`, fake);
    const choice = await screen.findByRole('group', {
      name: 'Valitse tilit, joiden tiedot jaetaan',
    });
    // Only the customer's own payment and savings accounts can be shared.
    expect(within(choice).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy' }));
    expect(await screen.findByText('Valitse vähintään yksi tili')).toBeVisible();
    await userEvent.click(
      within(choice).getByRole('checkbox', { name: 'Säästötili FI58 1017 1000 0001 22' }),
    );
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy' }));
    await expect.poll(() => location.hash).toBe(PROVIDER_RETURN);
    expect(fake.requestsTo(consents.consentAccept)).toEqual([
      { ConsentId: CONSENT_ID, AccountIds: [SAMPLE_ACCOUNTS.savings.Id] },
    ]);
    // The session opened for the decision ends with it.
    expect(fake.requestsTo(auth.logout)).toHaveLength(1);
  });

  it('rejects the request, and says the bank’s refusal', async () => {
    const fake = asked()
      .on(bank.accounts, [])
      .refuse(consents.consentReject, 'ConsentId', 'Pyyntö ei odota päätöstä', 409);
    await renderPage(`${PAGE}&status=ok`, fake);
    expect(await screen.findByText(/Sinulla ei ole tilejä/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hylkää' }));
    expect(await screen.findByText('Pyyntö ei odota päätöstä')).toBeVisible();
    expect(fake.requestsTo(consents.consentReject)).toEqual([{ ConsentId: CONSENT_ID }]);
  });

  it('says a cancelled identification, and finds the request kept in the tab', async () => {
    await renderPage(PAGE, asked());
    await screen.findByRole('heading', { level: 2 });
    await renderPage('/bank/open-banking?status=cancel', asked());
    expect(await screen.findByText('Tunnistautuminen keskeytettiin')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    await renderPage(PAGE, createFakeBank().hang(openBanking.openBankingConsentInfo));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = createFakeBank().unreachable(openBanking.openBankingConsentInfo);
    await renderPage(PAGE, failing);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pyynnön tietoja ei voitu hakea.')).toBeVisible();
    failing.on(openBanking.openBankingConsentInfo, REQUEST);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  });

  it('refuses a request already decided or expired', async () => {
    await renderPage(PAGE, asked({ ...REQUEST, Status: 'Expired' }));
    expect(await screen.findByText(/Tämä pyyntö ei ole enää voimassa/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tunnistaudu' })).toBeNull();
  });
});
