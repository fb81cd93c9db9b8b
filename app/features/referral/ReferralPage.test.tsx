import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as referral from '../../../api/referral';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const { payment, external } = SAMPLE_ACCOUNTS;

const TEMPLATES = {
  SmsMessage: 'Aino Virtanen suosittelee sinulle pankkiamme.',
  EmailMessage: 'Hei! Aino Virtanen suosittelee sinulle pankkiamme.',
  SmsMessageCompany: 'Aino Virtanen suosittelee yrityksellenne pankkiamme.',
  EmailMessageCompany: 'Hei! Aino Virtanen suosittelee yrityksellenne pankkiamme.',
};
const SENT = { RecommendationId: 'b1000000-0000-4000-8000-000000000001', ValidUntil: '2027-01-27' };

/** Aino with a payment account, whose recommendations the bank takes. */
const aino = () =>
  loggedInAs(createFakeBank())
    .on(bank.accounts, [payment])
    .on(referral.getRecommendationTemplate, TEMPLATES)
    .on(referral.recommendationConsent, { IsConsent: true })
    .on(referral.sendEmailRecommendation, SENT)
    .on(referral.sendSmsRecommendation, SENT);

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Suosittele meitä' }));
  return screen.findByRole('dialog', { name: 'Suosittele meitä' });
}

async function toSendStep(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suosittele' }));
  return screen.findByRole('dialog', { name: 'Lähetä suositus' });
}

describe('the referral page', () => {
  it('tells the conditions, loads the messages on opening and sends by e-mail', async () => {
    const fake = aino();
    await renderPage('/bank/referral', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suosittele meitä' }),
    ).toBeVisible();
    expect(fake.requestsTo(referral.getRecommendationTemplate)).toEqual([]);
    const info = await openDialog();
    expect(
      within(info).getByText(/25 € jokaisesta suosittelemastasi henkilöstä ja 50 €/),
    ).toBeVisible();
    expect(within(info).getByText(/vähintään 200 € kuukauden kuluessa/)).toBeVisible();
    expect(
      within(info).getByText('Suositus on voimassa 2 kuukautta lähettämisestä.'),
    ).toBeVisible();
    const form = await toSendStep(info);
    expect(await within(form).findByText(TEMPLATES.EmailMessage)).toBeVisible();
    expect(fake.requestsTo(referral.getRecommendationTemplate)).toHaveLength(1);

    await userEvent.type(
      within(form).getByLabelText('Vastaanottajan sähköpostiosoite'),
      'ystava@example.fi',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /etu- ja sukunimeni/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    const thanks = await screen.findByRole('dialog', { name: 'Kiitos suosittelusta!' });
    expect(
      within(thanks).getByText('Suosituksesi on lähetetty osoitteeseen ystava@example.fi.'),
    ).toBeVisible();
    expect(fake.requestsTo(referral.recommendationConsent)).toEqual([{ IsConsent: true }]);
    expect(fake.requestsTo(referral.sendEmailRecommendation)).toEqual([
      { RecipientEmail: 'ystava@example.fi', RecommendationTarget: 'Person' },
    ]);
    await expectAccessible();
  });

  it('sends by SMS to a company, the number without spaces', async () => {
    const fake = aino();
    await renderPage('/bank/referral', fake);
    const form = await toSendStep(await openDialog());
    await userEvent.click(within(form).getByRole('radio', { name: 'Tekstiviesti' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Yritys' }));
    expect(await within(form).findByText(TEMPLATES.SmsMessageCompany)).toBeVisible();
    await userEvent.type(
      within(form).getByLabelText('Vastaanottajan puhelinnumero'),
      '040 123 4567',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /etu- ja sukunimeni/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Suosituksesi on lähetetty numeroon 0401234567.')).toBeVisible();
    expect(fake.requestsTo(referral.sendSmsRecommendation)).toEqual([
      { RecipientPhoneNumber: '0401234567', RecommendationTarget: 'Company' },
    ]);
  });

  it('says ERROR when the bank refuses the SMS, and leaves the form to try again', async () => {
    const fake = aino().refuse(
      referral.sendSmsRecommendation,
      'customer',
      'referral.refusals.noBankAccount',
      403,
    );
    await renderPage('/bank/referral', fake);
    const form = await toSendStep(await openDialog());
    await userEvent.click(within(form).getByRole('radio', { name: 'Tekstiviesti' }));
    await userEvent.type(within(form).getByLabelText('Vastaanottajan puhelinnumero'), '0401234567');
    await userEvent.click(within(form).getByRole('checkbox', { name: /etu- ja sukunimeni/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
    expect(await within(form).findByText('ERROR')).toBeVisible();
    expect(within(form).getByLabelText('Vastaanottajan puhelinnumero')).toHaveValue('0401234567');
  });

  it('without a bank account here, says so in red and keeps Suosittele disabled', async () => {
    const fake = aino().on(bank.accounts, [external]);
    await renderPage('/bank/referral', fake);
    const info = await openDialog();
    expect(
      within(info).getByText(/^Suosittelu edellyttää, että sinulla on meillä pankkitili/),
    ).toBeVisible();
    expect(within(info).getByRole('button', { name: 'Suosittele' })).toBeDisabled();
    await expectAccessible();
  });

  it('shows a loading state while the accounts have not come', async () => {
    await renderPage('/bank/referral', aino().hang(bank.accounts));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suosittele meitä' })).toBeNull();
  });

  it('says the accounts could not be loaded, and loads them again when asked', async () => {
    const fake = aino().unreachable(bank.accounts);
    await renderPage('/bank/referral', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tilitietojasi ei voitu hakea.')).toBeVisible();
    fake.on(bank.accounts, [payment]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Suosittele meitä' })).toBeVisible();
  });

  it('is in the person’s menu, in Swedish too', async () => {
    await renderPage('/bank/referral', aino(), { language: 'sv' });
    const menu = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(within(menu).getByRole('link', { name: 'Rekommendera' })).toHaveAttribute(
      'href',
      '/bank/referral',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekommendera oss' }),
    ).toBeVisible();
  });
});
