import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as bank from '../../../api/bank';
import * as referral from '../../../api/referral';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { SAMPLE_ACCOUNTS } from '../../../app/testing/sampleAccounts';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill, onPage } from '../play';

const SENT = { RecommendationId: 'b1000000-0000-4000-8000-000000000001', ValidUntil: '2027-01-27' };

const screen = bankScreen('/bank/referral', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(bank.accounts, [SAMPLE_ACCOUNTS.payment])
    .on(referral.getRecommendationTemplate, {
      SmsMessage: 'Aino Virtanen suosittelee sinulle pankkiamme.',
      EmailMessage: 'Hei! Aino Virtanen suosittelee sinulle pankkiamme.',
      SmsMessageCompany: 'Aino Virtanen suosittelee yrityksellenne pankkiamme.',
      EmailMessageCompany: 'Hei! Aino Virtanen suosittelee yrityksellenne pankkiamme.',
    })
    .on(referral.recommendationConsent, { IsConsent: true })
    .on(referral.sendEmailRecommendation, SENT)
    .on(referral.sendSmsRecommendation, SENT),
);

const meta = { title: 'Screens/Customer/Referral', ...screenMeta } satisfies Meta;
export default meta;

/** The customer recommends the bank to a friend by e-mail. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    const page = onPage();
    await userEvent.click(await canvas.findByRole('button', { name: 'Suosittele meitä' }));
    const info = within(await page.findByRole('dialog', { name: 'Suosittele meitä' }));
    await userEvent.click(info.getByRole('button', { name: 'Suosittele' }));
    const form = within(await page.findByRole('dialog', { name: 'Lähetä suositus' }));
    await fill(form.getByLabelText('Vastaanottajan sähköpostiosoite'), 'ystava@example.fi');
    await userEvent.click(form.getByRole('checkbox', { name: /etu- ja sukunimeni/ }));
    await userEvent.click(form.getByRole('button', { name: 'Lähetä' }));
    await expect(await page.findByRole('dialog', { name: 'Kiitos suosittelusta!' })).toBeVisible();
  },
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
