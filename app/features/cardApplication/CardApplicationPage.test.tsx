import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as calls from '../../../api/cardApplication';
import { funnelSteps } from '../../../api/funnel';
import {
  cardApplicationBank,
  filledIn,
  SAMPLE_CARD_APPLICATION,
} from '../../testing/cardApplicationBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';

const PAGE = '/bank/cards/apply';

describe('applying for a credit card', () => {
  it('asks the limit, income and living first, and sends what was filled in', async () => {
    const fake = cardApplicationBank().on(calls.onboardingUpdateApplication, (input) => ({
      ...SAMPLE_CARD_APPLICATION,
      ...input,
    }));
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { name: 'Tulot ja asuminen' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Hakemuksen vaiheet' })).toBeVisible();
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Valitse työtilanne')).toBeVisible();
    expect(fake.requestsTo(calls.onboardingUpdateApplication)).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Haettava luottoraja'), '300000');
    await userEvent.type(screen.getByLabelText('Nettotulot kuukaudessa'), '2650');
    await userEvent.type(screen.getByLabelText('Menot kuukaudessa'), '1150');
    await userEvent.selectOptions(screen.getByLabelText('Työtilanne'), 'Permanent');
    await userEvent.selectOptions(screen.getByLabelText('Asumismuoto'), 'Rented');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await waitFor(() =>
      expect(fake.requestsTo(calls.onboardingUpdateApplication)).toEqual([
        {
          Id: SAMPLE_CARD_APPLICATION.Id,
          RequestedLimit: 3_000_00,
          MonthlyIncome: 2_650_00,
          MonthlyExpenses: 1_150_00,
          EmploymentEnum: 'Permanent',
          HousingEnum: 'Rented',
        },
      ]),
    );
  });

  it('goes on to the contact details and KYC questions, and back', async () => {
    const fake = cardApplicationBank(filledIn('application'))
      .on(calls.onboardingUpdateAddress, (input) => ({ ...filledIn('application'), ...input }))
      .on(calls.onboardingKyc, (input) => ({ ...filledIn('contact'), ...input }));
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { name: 'Yhteystiedot' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Sähköposti'), 'mikko@example.com');
    const phone = screen.getByRole('group', { name: /Puhelinnumero/ });
    await userEvent.type(within(phone).getByLabelText('Numero'), '452345678');
    await userEvent.type(screen.getByLabelText('Katuosoite'), 'Hämeenkatu 31 A 9');
    await userEvent.type(screen.getByLabelText('Postinumero'), '33200');
    await userEvent.type(screen.getByLabelText('Postitoimipaikka'), 'Tampere');
    const pep = screen.getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ });
    await userEvent.click(within(pep).getByRole('radio', { name: 'Ei' }));
    const own = screen.getByRole('radiogroup', { name: /itsellesi/ });
    await userEvent.click(within(own).getByRole('radio', { name: 'Kyllä' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await waitFor(() =>
      expect(fake.requestsTo(calls.onboardingKyc)).toEqual([
        { Id: SAMPLE_CARD_APPLICATION.Id, IsPoliticallyExposed: false, ActsOnOwnBehalf: true },
      ]),
    );
    expect(fake.requestsTo(calls.onboardingUpdateAddress)[0]).toMatchObject({
      Email: 'mikko@example.com',
      PostalCode: '33200',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edellinen' }));
    expect(await screen.findByRole('heading', { name: 'Tulot ja asuminen' })).toBeVisible();
    // Each step reached is reported to the funnel once, the step left at once.
    await waitFor(() =>
      expect(fake.requestsTo(funnelSteps)).toContainEqual({
        Flow: 'card-application',
        gtm: { steps: ['contact'] },
      }),
    );
  });

  it('starts the contact details from those the bank has', async () => {
    const fake = cardApplicationBank(filledIn('application')).on(bank.customerDetails, {
      Name: 'Mikko Korhonen',
      customerType: 'Person',
      IdentityCode: '021179-****',
      Email: 'mikko.korhonen@example.com',
      PhoneNumber: { CountryCode: '+358', Number: '452345678' },
      StreetAddress: 'Hämeenkatu 31 A 9',
      PostalCode: '33200',
      City: 'Tampere',
      Country: 'FI',
      BankAccount: null,
    });
    await renderPage(PAGE, fake);
    expect(await screen.findByLabelText('Sähköposti')).toHaveValue('mikko.korhonen@example.com');
    expect(screen.getByLabelText('Katuosoite')).toHaveValue('Hämeenkatu 31 A 9');
    expect(screen.getByLabelText('Postitoimipaikka')).toHaveValue('Tampere');
  });

  it('sends the application once the terms are accepted and shows the limit offered', async () => {
    const proposed = {
      ...filledIn('contact'),
      Status: 'Proposed' as const,
      GrantedLimit: 3_000_00,
    };
    const fake = cardApplicationBank(filledIn('contact'))
      .on(calls.onboardingConfirm, { ...filledIn('contact'), OnboardingComplete: true })
      .on(calls.sendCardApplicationGetProposal, proposed);
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('heading', { name: 'Ehdot ja lähetys' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Luottokortin ehdot/ })).toHaveAttribute(
      'href',
      '/bank/cards/apply/terms',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    expect(fake.requestsTo(calls.onboardingConfirm)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /hyväksyn ne/ }));
    fake.on(calls.onboardingLogin, proposed);
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    expect(
      await screen.findByText(/jonka luottoraja on 3\s000,00\s€\./, { selector: 'p' }),
    ).toBeVisible();
    expect(fake.requestsTo(calls.sendCardApplicationGetProposal)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Hyväksy ja allekirjoita' })).toBeVisible();
    await expectAccessible();
  });

  it('says why there is no card', async () => {
    const refused = {
      ...filledIn('contact'),
      Status: 'Refused' as const,
      DecisionReason: 'income' as const,
    };
    await renderPage(PAGE, cardApplicationBank(refused));
    const alert = await screen.findByText('Emme valitettavasti voi myöntää sinulle luottokorttia.');
    expect(alert).toBeVisible();
    expect(
      screen.getByText('Tulosi eivät riitä luottokortin pienimpään luottorajaan.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hyväksy ja allekirjoita' })).toBeNull();
  });

  it('once the card is made, connects the bill to a payment account and shows the card', async () => {
    const made = {
      ...filledIn('contact'),
      Status: 'CardMade' as const,
      GrantedLimit: 3_000_00,
      CardId: 'cd000000-0000-4000-8000-000000000001',
      MaskedCardNumber: '**** **** **** 4821',
    };
    const fake = cardApplicationBank(made).on(calls.cardAddBankConnection, (input) => ({
      ...made,
      PaymentAccountId: input.AccountId,
    }));
    await renderPage(`${PAGE}?status=ok`, fake);
    expect(await screen.findByRole('heading', { name: 'Laskun maksutili' })).toBeVisible();
    // Only the payment account can pay the bill: it is chosen already.
    expect(screen.getByLabelText('Maksutili')).toHaveValue(SAMPLE_ACCOUNTS.payment.Id);
    fake.on(calls.onboardingLogin, { ...made, PaymentAccountId: SAMPLE_ACCOUNTS.payment.Id });
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna maksutili' }));
    expect(await screen.findByRole('heading', { name: 'Luottokorttisi on valmis' })).toBeVisible();
    expect(
      screen.getByText(/Kortti \*{4} \*{4} \*{4} 4821, luottoraja 3\s000,00\s€/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siirry kortteihin' })).toHaveAttribute(
      'href',
      '/bank/cards',
    );
    await expectAccessible();
  });

  it('tells a person without a payment account to open one first', async () => {
    const made = { ...filledIn('contact'), Status: 'CardMade' as const, GrantedLimit: 1_000_00 };
    // Only a savings account: the bill cannot be paid from it.
    const fake = cardApplicationBank(made).on(bank.accounts, [SAMPLE_ACCOUNTS.savings]);
    await renderPage(PAGE, fake);
    expect(await screen.findByText(/Sinulla ei ole käyttötiliä/)).toBeVisible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    const fake = cardApplicationBank().unreachable(calls.onboardingLogin);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Korttihakemuksen lataaminen epäonnistui.');
    fake.on(calls.onboardingLogin, SAMPLE_CARD_APPLICATION);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Tulot ja asuminen' })).toBeVisible();
  });

  it('is loading while the bank has not answered', async () => {
    await renderPage(PAGE, cardApplicationBank().hang(calls.onboardingLogin));
    await waitFor(() => expect(screen.getByText('Ladataan…', { selector: 'p' })).toBeVisible());
  });

  it('is for persons: a company is told so, and nothing is started', async () => {
    const fake = cardApplicationBank(SAMPLE_CARD_APPLICATION, 'companyMainUser');
    await renderPage(PAGE, fake);
    expect(await screen.findByText(/henkilöasiakkaana/)).toBeVisible();
    expect(fake.requestsTo(calls.onboardingLogin)).toHaveLength(0);
  });

  it('says the bank’s refusal to a person who may only view', async () => {
    const fake = cardApplicationBank(SAMPLE_CARD_APPLICATION, 'viewOnly').refuse(
      calls.onboardingLogin,
      'customer',
      'errors.view_only',
      403,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(/vain katseluoikeus/);
    expect(screen.queryByRole('button', { name: 'Jatka' })).toBeNull();
  });

  it('shows the card’s terms in the customer’s language', async () => {
    await renderPage('/bank/cards/apply/price-list', cardApplicationBank(), { language: 'sv' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kreditkortets prislista' }),
    ).toBeVisible();
    expect(screen.getByText('Årsavgift 0 €')).toBeVisible();
  });
});
