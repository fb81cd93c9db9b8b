import type { Meta } from '@storybook/react-vite';
import { addYears } from 'date-fns/addYears';
import { subDays } from 'date-fns/subDays';
import { expect, userEvent, within } from 'storybook/test';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import { privateCustomerSurvey } from '../../../api/kycSurvey';
import { toIsoDate } from '../../../domain/dates/dates';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank, type FakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { onPage } from '../play';

const AINO: CallOutput<typeof bank.customerDetails> = {
  Name: 'Aino Virtanen',
  customerType: 'Person',
  IdentityCode: '150390-****',
  Email: 'aino.virtanen@example.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
  StreetAddress: 'Esimerkkikatu 1 A 2',
  PostalCode: '00100',
  City: 'Helsinki',
  Country: 'FI',
  BankAccount: null,
};

const screen = bankScreen('/bank/customer', (who) =>
  loggedInAs(createFakeBank(), who).on(bank.customerDetails, AINO),
);

const meta = { title: 'Screens/Customer/Own details', ...screenMeta } satisfies Meta;
export default meta;

/** The customer reads their details and finds the ways to change them. */
export const Loaded = screen.main({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('aino.virtanen@example.fi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Turvarajat' })).toBeVisible();
  },
});
export const Loading = screen.loading(bank.customerDetails);
export const Failed = screen.failed(bank.customerDetails);
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.kycExpired();
export const KycExpiring = screen.kycExpiring();

/** Know-your-customer details lapsed yesterday until the customer's answers to the survey. */
function renewingKyc(fake: FakeBank): FakeBank {
  const known = { IsKYCVerified: true, IsViewOnly: false };
  let kyc = { ...known, KycValidTo: toIsoDate(subDays(new Date(), 1)) };
  return fake
    .on(bank.kyc, () => kyc)
    .on(privateCustomerSurvey, () => {
      kyc = { ...known, KycValidTo: toIsoDate(addYears(new Date(), 1)) };
      return kyc;
    });
}

/** The customer whose details lapsed answers the survey, and the bank renews them. */
export const KycRenewal = screen.state({
  bank: renewingKyc,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Päivitä tuntemistiedot' }));
    const page = onPage();
    const choose = (name: string, option: string) =>
      userEvent.selectOptions(page.getByRole('combobox', { name }), option);
    await choose('Mihin käytät pankkia pääasiassa?', 'Säästäminen');
    await choose('Mistä varasi pääasiassa tulevat?', 'Palkka');
    await choose('Paljonko tileillesi tulee rahaa kuukaudessa?', 'Alle 1 000 €');
    const pep = page.getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ });
    await userEvent.click(within(pep).getByRole('radio', { name: /Ei/ }));
    const own = page.getByRole('radiogroup', { name: /omissa asioissasi/ });
    await userEvent.click(within(own).getByRole('radio', { name: /Kyllä/ }));
    await userEvent.click(page.getByRole('button', { name: 'Lähetä vastaukset' }));
    await expect(await canvas.findByText(/Tuntemistietosi on päivitetty/)).toBeVisible();
  },
});
