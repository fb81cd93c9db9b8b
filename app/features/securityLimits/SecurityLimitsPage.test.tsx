import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import type { PaymentControlsRecord } from '../../../api/paymentControls';
import * as paymentControls from '../../../api/paymentControls';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/customer/all-payments-settings';
const INSTANT_PAGE = '/bank/customer/instant-transfers-settings';
const READ = paymentControls.getConsumerPaymentControls;
const IDENTIFICATION_URL = '#identification';
const SESSION_ID = '0b4f6a5e-9d3c-4c1e-8f3a-2b7d9e6c5a41';
/** Where the page keeps a change on its way to strong identification. */
const KEPT_CHANGE = paymentControls.consumerPaymentControlsFtnComplete.path;
const keptChange = () => JSON.parse(sessionStorage.getItem(KEPT_CHANGE) ?? 'null') as unknown;

const CONTROLS: PaymentControlsRecord = {
  InstantPaymentLimits: {
    MaxPaymentAmount: 2_000_00,
    DailyUsageLimit: 5_000_00,
    MonthlyUsageLimit: 15_000_00,
  },
  EffectiveSecurityControls: {
    DailyUsageLimit: 5_000_00,
    MonthlyUsageLimit: 20_000_00,
    IsCrossborderChannelUsageEnabled: true,
    IsSepaCrossborderPaymentsEnabled: true,
  },
  PendingSecurityControls: null,
};
const PENDING: PaymentControlsRecord = {
  ...CONTROLS,
  PendingSecurityControls: { ...CONTROLS.EffectiveSecurityControls, DailyUsageLimit: 1_000_00 },
};

const aPerson = (controls = CONTROLS) =>
  loggedInAs(createFakeBank()).on(paymentControls.getConsumerPaymentControls, controls);
const saving = (fake = aPerson()) =>
  fake
    .on(paymentControls.consumerPaymentControlsFtnStart, {
      SessionId: SESSION_ID,
      ApprovalText: 'Turvarajojen muutos',
    })
    .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });

const field = (name: string) => screen.findByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Tallenna' });

async function retype(name: string, text: string) {
  const box = await field(name);
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.tab();
}

afterEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
  sessionStorage.clear();
});

describe('the security limits page', () => {
  it('shows the five limits and both toggles with their help texts', async () => {
    await renderPage(PAGE, aPerson());
    expect(await screen.findByRole('heading', { level: 1, name: 'Turvarajat' })).toBeVisible();
    expect(await field('Maksut päivässä enintään')).toHaveValue('5 000,00');
    expect(await field('Yksittäisen pikamaksun enimmäismäärä')).toHaveValue('2 000,00');
    const abroad = screen.getByRole('switch', { name: 'Salli maksut ulkomailta' });
    expect(abroad).toHaveAttribute('aria-checked', 'true');
    expect(abroad).toHaveAccessibleDescription(/ulkomaisista IP-osoitteista/);
    expect(
      screen.getByRole('switch', { name: 'Salli maksut ulkomaisille tileille' }),
    ).toHaveAccessibleDescription(/ei ala kirjaimilla FI/);
    expect(screen.queryByText(/Astuu voimaan/)).toBeNull();
  });

  it('shows a pending value beside the one in force', async () => {
    await renderPage(PAGE, aPerson(PENDING));
    const note = await screen.findByRole('list', { name: 'Astuu voimaan 24 tunnin kuluttua' });
    expect(within(note).getByText('Nyt voimassa: 5 000,00 €')).toBeVisible();
    expect(
      within(note).getByText('Uusi arvo: 1 000,00 € – Astuu voimaan 24 tunnin kuluttua'),
    ).toBeVisible();
    expect(await field('Maksut päivässä enintään')).toHaveValue('1 000,00');
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    const fake = loggedInAs(createFakeBank()).hang(paymentControls.getConsumerPaymentControls);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = loggedInAs(createFakeBank()).unreachable(
      paymentControls.getConsumerPaymentControls,
    );
    await renderPage(PAGE, failing);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Turvarajoja ei voitu hakea.')).toBeVisible();
    failing.on(paymentControls.getConsumerPaymentControls, CONTROLS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await field('Maksut päivässä enintään')).toHaveValue('5 000,00');
  });

  it('validates on change and keeps save disabled while a limit is wrong', async () => {
    await renderPage(PAGE, aPerson());
    await retype('Maksut päivässä enintään', '30000');
    expect(
      await screen.findByText(
        'Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (20 000,00 €)',
      ),
    ).toBeVisible();
    expect(saveButton()).toBeDisabled();
    await retype('Yksittäisen pikamaksun enimmäismäärä', '0');
    expect(await screen.findByText('Syötä arvoksi vähintään 0,01 €')).toBeVisible();
    await retype('Maksut päivässä enintään', '100');
    await retype('Yksittäisen pikamaksun enimmäismäärä', '100');
    await expect.poll(() => saveButton()).toBeEnabled();
  });

  it('saves by strong identification of a person’s limits change, in cents', async () => {
    const fake = saving();
    await renderPage(PAGE, fake);
    await retype('Maksut päivässä enintään', '1000');
    await retype('Pikamaksut päivässä enintään', '6000');
    await expect.poll(() => saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(paymentControls.consumerPaymentControlsFtnStart)).toEqual([
      {
        InstantPaymentLimits: {
          MaxPaymentAmount: 2_000_00,
          DailyUsageLimit: 6_000_00,
          MonthlyUsageLimit: 15_000_00,
        },
        SecurityControls: {
          DailyUsageLimit: 1_000_00,
          MonthlyUsageLimit: 20_000_00,
          IsSepaCrossborderPaymentsEnabled: true,
          IsCrossborderChannelUsageEnabled: true,
        },
      },
    ]);
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([
      {
        auth: {
          AuthId: SESSION_ID,
          type: 'PaymentControlsConsumer',
          nextUrl: PAGE,
          errorUrl: PAGE,
          cancelUrl: PAGE,
        },
      },
    ]);
    expect(keptChange()).toEqual({ SessionId: SESSION_ID });
  });

  it('shows the bank’s refusal on the field it names', async () => {
    const fake = aPerson().refuse(
      paymentControls.consumerPaymentControlsFtnStart,
      'SecurityControls.DailyUsageLimit',
      'Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (20 000,00 €)',
    );
    await renderPage(PAGE, fake);
    await retype('Maksut päivässä enintään', '1000');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Päiväkohtaisen enimmäismäärän tulee olla alle kuukausikohtaisen (20 000,00 €)',
      ),
    ).toBeVisible();
    expect(await field('Maksut päivässä enintään')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a saved change, with the 24-hour note when values wait', async () => {
    await renderPage(`${PAGE}?status=ok`, aPerson(PENDING));
    const alert = await screen.findByText('Turvarajat päivitetty');
    const box = alert.closest('[role=status], [role=alert]') ?? document.body;
    expect(
      within(box as HTMLElement).getByText('Maksujen turvarajat on nyt päivitetty onnistuneesti.'),
    ).toBeVisible();
    expect(
      within(box as HTMLElement).getByText('Osa asetuksista astuu voimaan 24 tunnin kuluttua.'),
    ).toBeVisible();
  });

  it('completes the change kept in the tab, and tells it as the bank answers', async () => {
    sessionStorage.setItem(KEPT_CHANGE, JSON.stringify({ SessionId: SESSION_ID }));
    const fake = aPerson().on(paymentControls.consumerPaymentControlsFtnComplete, PENDING);
    await renderPage(`${PAGE}?status=ok`, fake);
    expect(await screen.findByText('Turvarajat päivitetty')).toBeVisible();
    expect(screen.getByText('Osa asetuksista astuu voimaan 24 tunnin kuluttua.')).toBeVisible();
    expect(fake.requestsTo(paymentControls.consumerPaymentControlsFtnComplete)).toEqual([
      { SessionId: SESSION_ID },
    ]);
    await expect.poll(keptChange).toBeNull();
  });

  it('says when the bank refuses the completion, and tries again when asked', async () => {
    sessionStorage.setItem(KEPT_CHANGE, JSON.stringify({ SessionId: SESSION_ID }));
    const fake = aPerson().refuse(
      paymentControls.consumerPaymentControlsFtnComplete,
      'SessionId',
      'Muutosta ei ole vahvistettu.',
      422,
    );
    await renderPage(`${PAGE}?status=ok`, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Turvarajojen asettaminen epäonnistui')).toBeVisible();
    expect(within(alert).getByText('Muutosta ei ole vahvistettu.')).toBeVisible();
    expect(screen.queryByText('Turvarajat päivitetty')).toBeNull();

    fake.on(paymentControls.consumerPaymentControlsFtnComplete, CONTROLS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Turvarajat päivitetty')).toBeVisible();
    expect(screen.queryByText(/Osa asetuksista/)).toBeNull();
  });

  it('tells a cancelled and a failed identification', async () => {
    sessionStorage.setItem(KEPT_CHANGE, JSON.stringify({ SessionId: SESSION_ID }));
    await renderPage(`${PAGE}?status=cancel`, aPerson());
    expect(await screen.findByText('Toiminto keskeytetty')).toBeVisible();
    expect(screen.getByText('Turvarajojen asettaminen keskeytetty')).toBeVisible();
    await expect.poll(keptChange).toBeNull();
    await renderPage(`${PAGE}?status=error`, aPerson());
    expect(await screen.findByText('Virhe')).toBeVisible();
    expect(screen.getByText('Turvarajojen asettaminen epäonnistui')).toBeVisible();
  });
});

describe('the company’s and the instant limits’ pages', () => {
  it('a company saves with the company’s calls', async () => {
    const fake = loggedInAs(createFakeBank(), 'companyMainUser')
      .on(paymentControls.getCompanyPaymentControls, CONTROLS)
      .on(paymentControls.companyPaymentControlsFtnStart, {
        SessionId: SESSION_ID,
        ApprovalText: 'Turvarajojen muutos',
      })
      .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });
    await renderPage('/bank/company/all-payments-settings', fake);
    await retype('Maksut päivässä enintään', '1000');
    await userEvent.click(saveButton());
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(auth.startAuthentication)[0]?.auth.type).toBe('PaymentControlsCompany');
  });

  it('the instant limits’ page loads, and fails with a way to try again', async () => {
    await renderPage(INSTANT_PAGE, loggedInAs(createFakeBank()).hang(READ));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();

    const failing = loggedInAs(createFakeBank()).unreachable(READ);
    await renderPage(INSTANT_PAGE, failing);
    const alert = await screen.findByRole('alert');
    failing.on(READ, CONTROLS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await field('Pikamaksut päivässä enintään')).toHaveValue('5 000,00');
  });

  it('the instant limits’ page says why the bank refuses to show them, offering no save', async () => {
    const refusal = 'Turvarajoja voi katsoa vain asiakas itse.';
    await renderPage(
      INSTANT_PAGE,
      loggedInAs(createFakeBank()).refuse(READ, 'customer', refusal, 403),
    );
    expect(within(await screen.findByRole('alert')).getByText(refusal)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull();
  });

  it('the instant limits alone, saving the rest as they are', async () => {
    const fake = saving(aPerson(PENDING));
    await renderPage(INSTANT_PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pikamaksujen rajat' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Maksut päivässä enintään' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await retype('Yksittäisen pikamaksun enimmäismäärä', '500');
    await userEvent.click(saveButton());
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    const [saved] = fake.requestsTo(paymentControls.consumerPaymentControlsFtnStart);
    expect(saved?.InstantPaymentLimits.MaxPaymentAmount).toBe(500_00);
    expect(saved?.SecurityControls).toEqual(PENDING.PendingSecurityControls);
  });
});
