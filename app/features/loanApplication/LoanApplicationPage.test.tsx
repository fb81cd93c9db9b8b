import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../../api/auth';
import * as calls from '../../../api/loanApplication';
import { pageAnswersElement } from '../../../api/pageAnswers';
import { applicationOffer } from '../../../domain/loans/applicationOffer';
import { calculateLoan } from '../../../domain/loans/loanCalculator';
import { paymentProtectionCost } from '../../../domain/loans/paymentProtection';
import { STANDARD_LOAN_OFFERS } from '../../../domain/loans/loanOffers';
import { formatWholeEuros } from '../../../domain/money/amountLimit';
import { formatMoney, eurosToCents } from '../../../domain/money/money';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderLandingPage } from '../../testing/renderPage';
import type { LoanApplication } from './api';

const ID = 'a1000000-0000-4000-8000-000000000001';
const IDENTIFICATION_URL = '#identification';
const OFFERS = { Items: [...STANDARD_LOAN_OFFERS] };

/** Money as a page's text reads once its spaces are normalised. */
const shown = (cents: number) => formatMoney(cents).replace(/\s/g, ' ');

/** The instalment the domain's calculator prices, as the page shows it. */
function instalmentOf(amount: number, months: number, rows = STANDARD_LOAN_OFFERS): string {
  const result = calculateLoan({ rows, amount, months });
  if (!result.ok) throw new Error('no offer');
  return shown(eurosToCents(result.offer.InstallmentAmount));
}

const monthlyInstalment = () =>
  screen.getByText('Kuukausierä', { selector: 'dt' }).nextElementSibling;

const offerOf = (amount: number, months = 36) => {
  const offer = applicationOffer(STANDARD_LOAN_OFFERS, amount, months);
  if (!offer) throw new Error('no offer');
  return offer;
};

const application = (overrides: Partial<LoanApplication> = {}): LoanApplication => ({
  Id: ID,
  Status: 'InProcess',
  PurposeEnum: null,
  IsTopUpLoan: false,
  TopUpIncreaseAmount: null,
  ApprovedAmount: null,
  Amount: 12_000_00,
  InstallmentCount: 36,
  OnboardingComplete: false,
  Insurance: false,
  ExpressPayment: false,
  Offer: null,
  DecisionReason: null,
  LoanId: null,
  PayoutIban: null,
  ...overrides,
});

const landingBank = () =>
  createFakeBank()
    .on(calls.calculator, OFFERS)
    .on(calls.register, ({ gtm }) => ({ Recorded: gtm.steps }));

const AT_APPLICATION = `/landing/loan-application?applicationId=${ID}&status=ok`;

beforeAll(() => import('./LoanApplicationPage'));
beforeEach(() => sessionStorage.clear());
afterEach(() => history.replaceState(null, '', location.pathname + location.search));

describe('the landing page’s loan calculator', () => {
  it('starts from the address and recomputes with the domain’s calculator on every step', async () => {
    await renderLandingPage(
      '/landing/loan-application?Amount=12000&InstallmentCount=36',
      landingBank(),
    );
    const amount = await screen.findByRole('slider', { name: 'Lainasumma' });
    expect(amount).toHaveAttribute('aria-valuetext', formatWholeEuros(12_000));
    expect(screen.getByRole('slider', { name: 'Laina-aika' })).toHaveAttribute(
      'aria-valuetext',
      '36 kk',
    );
    expect(monthlyInstalment()).toHaveTextContent(instalmentOf(12000, 36));
    expect(screen.getByRole('progressbar', { name: 'Lainahakemuksen vaiheet' })).toHaveAttribute(
      'aria-valuetext',
      'Vaihe 1/4',
    );

    fireEvent.change(amount, {
      target: { value: String(Number(amount.getAttribute('value')) + 1) },
    });
    expect(amount).toHaveAttribute('aria-valuetext', formatWholeEuros(13_000));
    expect(monthlyInstalment()).toHaveTextContent(instalmentOf(13000, 36));
    await expectAccessible();
  });

  it.each(['Amount=abc&InstallmentCount=-1', 'Amount=&InstallmentCount=1e9', ''])(
    'falls back to 10 000 € and 36 months for %j',
    async (query) => {
      await renderLandingPage(`/landing/loan-application?${query}`, landingBank());
      expect(await screen.findByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
        'aria-valuetext',
        formatWholeEuros(10_000),
      );
      expect(screen.getByRole('slider', { name: 'Laina-aika' })).toHaveAttribute(
        'aria-valuetext',
        '36 kk',
      );
    },
  );

  it('shows the calculator as soon as the page shows, as prerendered: no loading state in between', async () => {
    // The offer table comes after the page's code: the page waits for it.
    const slowTable = () => new Promise<typeof OFFERS>((answer) => setTimeout(answer, 500, OFFERS));
    await renderLandingPage(
      '/landing/loan-application',
      landingBank().on(calls.calculator, slowTable),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hae lainaa' });
    expect(screen.queryByText('Ladataan…', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
      'aria-valuetext',
      formatWholeEuros(10_000),
    );
  });

  it('prices at once with the offer table the page was served with, asking the bank for none', async () => {
    const served = STANDARD_LOAN_OFFERS.map((row) => ({
      ...row,
      InterestRate: row.InterestRate + 2,
    }));
    document.body.insertAdjacentHTML(
      'beforeend',
      pageAnswersElement({ calculator: { Items: served } }),
    );
    try {
      const fake = landingBank().hang(calls.calculator);
      await renderLandingPage('/landing/loan-application?Amount=12000&InstallmentCount=36', fake);
      await screen.findByRole('slider', { name: 'Lainasumma' });
      expect(monthlyInstalment()).toHaveTextContent(instalmentOf(12000, 36, served));
      expect(monthlyInstalment()).not.toHaveTextContent(instalmentOf(12000, 36));
      expect(fake.requestsTo(calls.calculator)).toEqual([]);
    } finally {
      document.getElementById('page-answers')?.remove();
    }
  });

  it('shows a loading state when the offer table is slow to come', async () => {
    await renderLandingPage('/landing/loan-application', landingBank().hang(calls.calculator));
    await waitFor(() => expect(screen.getByText('Ladataan…', { selector: 'p' })).toBeVisible());
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says the calculator failed and loads it again when asked', async () => {
    const fake = landingBank().unreachable(calls.calculator);
    await renderLandingPage('/landing/loan-application', fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lainalaskurin tietojen lataaminen epäonnistui.');
    fake.on(calls.calculator, OFFERS);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('slider', { name: 'Lainasumma' })).toBeVisible();
  });

  it('starts the application and leaves for strong identification, tracking the step once', async () => {
    const fake = landingBank()
      .on(calls.init, ({ Amount, InstallmentCount }) => ({
        status: 'Started' as const,
        flowType: 'loan' as const,
        data: { amount: Amount, duration: InstallmentCount },
        applicationId: ID,
      }))
      .on(calls.startIdentification, {
        SessionId: 'b1000000-0000-4000-8000-000000000001',
        IdentificationUrl: IDENTIFICATION_URL,
      });
    await renderLandingPage('/landing/loan-application?Amount=12000&InstallmentCount=36', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Hae lainaa' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(calls.init)).toEqual([{ Amount: 12000, InstallmentCount: 36 }]);
    expect(fake.requestsTo(calls.startIdentification)).toEqual([{ applicationId: ID }]);
    expect(fake.requestsTo(calls.register)).toEqual([
      { applicationId: ID, gtm: { steps: ['calculator'] } },
    ]);
  });

  it('keeps the choice through a cancelled identification', async () => {
    sessionStorage.setItem('loanApplication.choice', JSON.stringify({ amount: 20000, months: 48 }));
    await renderLandingPage('/landing/loan-application?status=cancel', landingBank());
    expect(await screen.findByText(/Tunnistautuminen keskeytettiin/)).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Lainasumma' })).toHaveAttribute(
      'aria-valuetext',
      formatWholeEuros(20_000),
    );
  });
});

describe('the application after the identification', () => {
  it('puts the bank’s refusal under its field and keeps what was typed', async () => {
    const fake = landingBank()
      .on(calls.fetch, application())
      .refuse(calls.onboardingUpdate, 'PostalCode', 'Postinumeroa ei löydy');
    await renderLandingPage(AT_APPLICATION, fake);
    await userEvent.type(await screen.findByLabelText('Sähköposti'), 'ville@example.fi');
    const phone = screen.getByRole('group', { name: 'Puhelinnumero' });
    await userEvent.type(within(phone).getByLabelText('Numero'), '401234567');
    await userEvent.type(screen.getByLabelText('Katuosoite'), 'Kotikatu 1');
    await userEvent.type(screen.getByLabelText('Postinumero'), '00100');
    await userEvent.type(screen.getByLabelText('Postitoimipaikka'), 'Helsinki');
    await userEvent.type(screen.getByLabelText('Nettotulot kuukaudessa'), '3000');
    await userEvent.type(screen.getByLabelText('Menot kuukaudessa'), '1500');
    await userEvent.selectOptions(screen.getByLabelText('Lainan käyttötarkoitus'), 'Renovation');
    const pep = screen.getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ });
    await userEvent.click(within(pep).getByRole('radio', { name: 'Ei' }));
    const own = screen.getByRole('radiogroup', { name: 'Haetko lainaa itsellesi?' });
    await userEvent.click(within(own).getByRole('radio', { name: 'Kyllä' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Postinumero')).toHaveAccessibleDescription(
        'Virhe: Postinumeroa ei löydy',
      ),
    );
    expect(screen.getByLabelText('Postinumero')).toHaveValue('00100');
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('ville@example.fi');
    expect(fake.requestsTo(calls.onboardingUpdate)).toEqual([
      expect.objectContaining({
        Id: ID,
        MonthlyIncome: 3000_00,
        MonthlyExpenses: 1500_00,
        PurposeEnum: 'Renovation',
        IsPoliticallyExposed: false,
        ActsOnOwnBehalf: true,
      }),
    ]);
  });

  it('tracks the form step once in a browser session', async () => {
    const fake = landingBank().on(calls.fetch, application());
    const first = await renderLandingPage(AT_APPLICATION, fake);
    await screen.findByRole('button', { name: 'Lähetä hakemus' });
    await expect
      .poll(() => fake.requestsTo(calls.register))
      .toEqual([{ applicationId: ID, gtm: { steps: ['application-form'] } }]);
    first.unmount();

    const again = landingBank().on(calls.fetch, application());
    await renderLandingPage(AT_APPLICATION, again);
    await screen.findByRole('button', { name: 'Lähetä hakemus' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(again.requestsTo(calls.register)).toEqual([]);
  });

  it('says which fields are missing before asking the bank', async () => {
    const fake = landingBank().on(calls.fetch, application());
    await renderLandingPage(AT_APPLICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Lähetä hakemus' }));
    expect(screen.getByLabelText('Lainan käyttötarkoitus')).toHaveAccessibleDescription(
      'Virhe: Valitse lainan käyttötarkoitus',
    );
    expect(fake.requestsTo(calls.onboardingUpdate)).toEqual([]);
  });

  it('asks the credit decision once the form is in, and shows the offer with its costs', async () => {
    let decided = false;
    const approved = application({
      Status: 'WaitingForApproval',
      OnboardingComplete: true,
      ApprovedAmount: 12_000_00,
      Offer: offerOf(12000),
    });
    const fake = landingBank()
      .on(calls.fetch, () => (decided ? approved : application({ OnboardingComplete: true })))
      .on(calls.offer, () => {
        decided = true;
        return approved;
      });
    await renderLandingPage(AT_APPLICATION, fake);
    expect(await screen.findByText('Lainahakemuksesi on hyväksytty.')).toBeVisible();
    expect(fake.requestsTo(calls.offer)).toEqual([{ Id: ID }]);
    const offer = offerOf(12000);
    expect(screen.getByText('Todellinen vuosikorko').nextSibling).toHaveTextContent(
      `${offer.EffectiveAnnualRate.toFixed(2).replace('.', ',')} %`,
    );
    expect(screen.getByRole('progressbar', { name: 'Lainahakemuksen vaiheet' })).toHaveAttribute(
      'aria-valuetext',
      'Vaihe 3/4',
    );
    await expectAccessible();
  });

  it('says when the bank offers less than was asked', async () => {
    await renderLandingPage(
      AT_APPLICATION,
      landingBank().on(
        calls.fetch,
        application({
          Status: 'WaitingForApproval',
          OnboardingComplete: true,
          ApprovedAmount: 8_000_00,
          Offer: offerOf(8000),
          DecisionReason: 'income',
        }),
      ),
    );
    expect(
      await screen.findByText('Voimme myöntää sinulle 8 000,00 € haetun 12 000,00 € sijaan.'),
    ).toBeVisible();
  });

  it('says why the loan was refused', async () => {
    await renderLandingPage(
      AT_APPLICATION,
      landingBank().on(
        calls.fetch,
        application({ Status: 'Rejected', OnboardingComplete: true, DecisionReason: 'income' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Emme valitettavasti voi myöntää sinulle lainaaTulosi ja menosi eivät riitä haettuun kuukausierään.',
    );
  });

  it('says the application waits for the bank', async () => {
    await renderLandingPage(
      AT_APPLICATION,
      landingBank().on(
        calls.fetch,
        application({
          Status: 'WaitingForVerification',
          OnboardingComplete: true,
          DecisionReason: 'verification',
        }),
      ),
    );
    expect(await screen.findByText('Hakemuksesi odottaa käsittelyä')).toBeVisible();
    expect(screen.getByText(/olemme sinuun yhteydessä/)).toBeVisible();
  });

  it('says the application failed to load and loads it again when asked', async () => {
    const fake = landingBank().unreachable(calls.fetch);
    await renderLandingPage(AT_APPLICATION, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lainahakemuksen lataaminen epäonnistui.');
    fake.on(calls.fetch, application());
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Lähetä hakemus' })).toBeVisible();
  });
});

describe('signing the loan', () => {
  const offered = application({
    Status: 'WaitingForApproval',
    OnboardingComplete: true,
    ApprovedAmount: 12_000_00,
    Offer: offerOf(12000),
  });

  it('needs the terms accepted, then signs by strong identification back to this page', async () => {
    const fake = landingBank()
      .on(calls.fetch, offered)
      .on(calls.approve, {
        SessionId: 'c1000000-0000-4000-8000-000000000001',
        ApprovalText: 'Lainasopimus',
      })
      .on(auth.startAuthentication, { IdentificationUrl: IDENTIFICATION_URL });
    await renderLandingPage(AT_APPLICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Allekirjoita sopimus' }));
    expect(screen.getByText('Hyväksy ehdot jatkaaksesi')).toBeVisible();
    expect(fake.requestsTo(calls.approve)).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Hyväksyn ehdot/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Allekirjoita sopimus' }));
    await expect.poll(() => location.hash).toBe(IDENTIFICATION_URL);
    expect(fake.requestsTo(auth.startAuthentication)).toEqual([
      {
        auth: {
          AuthId: 'c1000000-0000-4000-8000-000000000001',
          type: 'LoanContract',
          nextUrl: `/landing/loan-application?applicationId=${ID}&step=signed`,
          errorUrl: `/landing/loan-application?applicationId=${ID}&step=offer`,
          cancelUrl: `/landing/loan-application?applicationId=${ID}&step=offer`,
        },
      },
    ]);
  });

  it('shows the loan granted and paid out, with the way into the bank', async () => {
    const fake = landingBank().on(
      calls.confirm,
      application({
        ...offered,
        Status: 'Active',
        LoanId: 'd1000000-0000-4000-8000-000000000001',
        PayoutIban: 'FI4971900000000019',
      }),
    );
    await renderLandingPage(
      `/landing/loan-application?applicationId=${ID}&step=signed&status=ok`,
      fake,
    );
    expect(await screen.findByText('Laina on myönnetty')).toBeVisible();
    const offer = offerOf(12000);
    expect(screen.getByText(/on maksettu tilillesi/)).toHaveTextContent(
      shown(eurosToCents(offer.Amount) - eurosToCents(offer.OpeningFee)),
    );
    expect(screen.getByRole('link', { name: 'Siirry verkkopankkiin' })).toHaveAttribute(
      'href',
      '/bank/home',
    );
    expect(fake.requestsTo(calls.confirm)).toEqual([{ Id: ID }]);
    await expectAccessible();
  });

  it('says a cancelled signature and offers it again', async () => {
    await renderLandingPage(
      `/landing/loan-application?applicationId=${ID}&step=offer&status=cancel`,
      landingBank().on(calls.fetch, offered),
    );
    expect(await screen.findByText(/Allekirjoitus keskeytettiin/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Allekirjoita sopimus' })).toBeVisible();
  });
});

describe('choosing before signing', () => {
  /** A bank whose application changes with the applicant's choices, as the sandbox's does. */
  function choosingBank(start: Partial<LoanApplication>) {
    let current = application({
      Status: 'WaitingForApproval',
      OnboardingComplete: true,
      ApprovedAmount: 12_000_00,
      Offer: offerOf(12000),
      ...start,
    });
    const fake = landingBank()
      .on(calls.fetch, () => current)
      .on(calls.proposals, [])
      .on(calls.update, ({ Amount, InstallmentCount }) => {
        current = {
          ...current,
          Amount: Amount * 100,
          InstallmentCount,
          Offer: offerOf(Amount, InstallmentCount),
        };
        return current;
      })
      .on(calls.insurance, ({ Insurance }) => (current = { ...current, Insurance }))
      .on(calls.expressPayment, ({ ExpressPayment }) => (current = { ...current, ExpressPayment }))
      .on(calls.cancel, () => (current = { ...current, Status: 'Cancelled' }));
    return fake;
  }

  /** The loan term, as the offer's figures and the application's summary both show it. */
  const terms = () =>
    screen.getAllByText('Laina-aika', { selector: 'dt' }).map((term) => term.nextElementSibling);
  /** A page's text, whatever spaces money is written with. */
  const spaced = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

  it('offers the terms the bank proposes for a reduced amount, and prices the one chosen', async () => {
    const fake = choosingBank({
      ApprovedAmount: 8_000_00,
      Offer: offerOf(8000, 36),
      DecisionReason: 'income',
    }).on(calls.proposals, [offerOf(8000, 36), offerOf(8000, 48), offerOf(8000, 60)]);
    await renderLandingPage(AT_APPLICATION, fake);
    const choice = await screen.findByRole('radiogroup', { name: 'Laina-aika' });
    expect(choice).toHaveAccessibleDescription(spaced(`lainasummalle ${shown(8_000_00)},`));
    expect(within(choice).getByRole('radio', { checked: true })).toHaveTextContent(
      `36 kk, ${instalmentOf(8000, 36)}/kk`,
    );

    await userEvent.click(
      within(choice).getByRole('radio', { name: spaced(`48 kk, ${instalmentOf(8000, 48)}/kk`) }),
    );
    await waitFor(() => expect(terms()[0]).toHaveTextContent('48 kk'));
    for (const term of terms()) expect(term).toHaveTextContent('48 kk');
    expect(
      screen.getByText('Takaisinmaksettava yhteensä', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(shown(eurosToCents(offerOf(8000, 48).TotalRepayment)));
    expect(fake.requestsTo(calls.update)).toEqual([{ Id: ID, Amount: 8000, InstallmentCount: 48 }]);
    await expectAccessible();
  });

  it('chooses terms by keyboard, and says beneath them why the bank refused the one chosen', async () => {
    const fake = choosingBank({})
      .on(calls.proposals, [offerOf(12000, 36), offerOf(12000, 48)])
      .refuse(calls.update, 'InstallmentCount', 'loanApplication.validation.months');
    await renderLandingPage(AT_APPLICATION, fake);
    const choice = await screen.findByRole('radiogroup', { name: 'Laina-aika' });
    within(choice).getByRole('radio', { checked: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(fake.requestsTo(calls.update)).toEqual([
      { Id: ID, Amount: 12000, InstallmentCount: 48 },
    ]);
    await waitFor(() =>
      expect(choice).toHaveAccessibleDescription(/Virhe: Valitse laina-aika kuukausina/),
    );
    for (const term of terms()) expect(term).toHaveTextContent('36 kk');
  });

  it('shows no choice of terms when the bank proposes only the one offered', async () => {
    const fake = choosingBank({}).on(calls.proposals, [offerOf(12000, 36)]);
    await renderLandingPage(AT_APPLICATION, fake);
    expect(await screen.findByText('Lainatarjous')).toBeVisible();
    await waitFor(() => expect(fake.requestsTo(calls.proposals)).toEqual([{ Id: ID }]));
    expect(screen.queryByRole('radiogroup', { name: 'Laina-aika' })).toBeNull();
  });

  it('leaves payment protection off, says its cost, and takes it by keyboard', async () => {
    const fake = choosingBank({});
    await renderLandingPage(AT_APPLICATION, fake);
    const protection = await screen.findByRole('switch', { name: 'Maksuturva' });
    expect(protection).not.toBeChecked();
    const { monthly, total } = paymentProtectionCost(
      eurosToCents(offerOf(12000).InstallmentAmount),
      36,
    );
    expect(protection).toHaveAccessibleDescription(
      spaced(`Hinta ${shown(monthly)}/kk, laina-aikana yhteensä ${shown(total)}.`),
    );

    protection.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(protection).toBeChecked());
    expect(fake.requestsTo(calls.insurance)).toEqual([{ Id: ID, Insurance: true }]);
    expect(protection).toHaveFocus();
  });

  it('says beneath the switch why the bank did not save the choice', async () => {
    const fake = choosingBank({}).refuse(calls.insurance, 'Id', 'loanApplication.errors.status');
    await renderLandingPage(AT_APPLICATION, fake);
    const protection = await screen.findByRole('switch', { name: 'Maksuturva' });
    await userEvent.click(protection);
    await waitFor(() =>
      expect(protection).toHaveAccessibleDescription(/Virhe: Hakemuksen tila ei salli tätä/),
    );
    expect(protection).not.toBeChecked();
  });

  it('takes an express payout, which the granted loan then names', async () => {
    const fake = choosingBank({});
    await renderLandingPage(AT_APPLICATION, fake);
    const express = await screen.findByRole('switch', { name: 'Pikamaksu' });
    expect(express).not.toBeChecked();
    await userEvent.click(express);
    await waitFor(() => expect(express).toBeChecked());
    expect(fake.requestsTo(calls.expressPayment)).toEqual([{ Id: ID, ExpressPayment: true }]);
  });

  it('cancels the application only once the applicant answers yes, and says it is cancelled', async () => {
    const fake = choosingBank({});
    await renderLandingPage(AT_APPLICATION, fake);
    const cancel = await screen.findByRole('button', { name: 'Peru hakemus' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Perutaanko lainahakemus?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requestsTo(calls.cancel)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Peru hakemus' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kyllä' }),
    );
    expect(await screen.findByText('Lainahakemus on peruttu')).toBeVisible();
    expect(fake.requestsTo(calls.cancel)).toEqual([{ Id: ID }]);
    expect(screen.queryByRole('button', { name: 'Allekirjoita sopimus' })).toBeNull();
  });

  it('can cancel the application while its form is still open', async () => {
    const fake = choosingBank({ Status: 'InProcess', OnboardingComplete: false, Offer: null });
    await renderLandingPage(AT_APPLICATION, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Peru hakemus' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kyllä' }),
    );
    expect(await screen.findByText('Lainahakemus on peruttu')).toBeVisible();
  });
});

describe('the loan granted', () => {
  const granted = (overrides: Partial<LoanApplication>) =>
    landingBank().on(
      calls.confirm,
      application({
        Status: 'Active',
        OnboardingComplete: true,
        ApprovedAmount: 12_000_00,
        Offer: offerOf(12000),
        LoanId: 'd1000000-0000-4000-8000-000000000001',
        PayoutIban: 'FI4971900000000019',
        ...overrides,
      }),
    );
  const SIGNED = `/landing/loan-application?applicationId=${ID}&step=signed&status=ok`;

  it('says an express payout and the payment protection taken', async () => {
    await renderLandingPage(SIGNED, granted({ ExpressPayment: true, Insurance: true }));
    expect(await screen.findByText(/on maksettu tilillesi pikasiirtona/)).toBeVisible();
    const { monthly } = paymentProtectionCost(eurosToCents(offerOf(12000).InstallmentAmount), 36);
    expect(screen.getByText('Maksuturva', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      `${shown(monthly)}/kk`,
    );
  });

  it('says an ordinary payout, without payment protection', async () => {
    await renderLandingPage(SIGNED, granted({}));
    expect(await screen.findByText(/on maksettu tilillesi tavallisena tilisiirtona/)).toBeVisible();
    expect(screen.queryByText('Maksuturva')).toBeNull();
  });
});
