import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as company from '../../../api/company';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const KUUSELA: company.CompanyDetailsRecord = {
  Name: 'Kuusela Rakennus Oy',
  BusinessId: '2345678-9',
  StreetAddress: 'Rakentajankatu 3',
  PostalCode: '33100',
  City: 'Tampere',
  Email: 'info@kuuselarakennus.fi',
  PhoneNumber: { CountryCode: '+358', Number: '401234567' },
};

const screen = bankScreen('/bank/company', (who) =>
  loggedInAs(createFakeBank(), who)
    .on(company.companyDetails, KUUSELA)
    .on(company.companyDetailsUpdate, (details) => ({
      ...KUUSELA,
      PhoneNumber: { CountryCode: '+358', Number: details.PhoneNumber.slice(4) },
    })),
);

const meta = { title: 'Screens/Customer/Company', ...screenMeta } satisfies Meta;
export default meta;

/** The main user changes the company's phone number. */
export const Company = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    const phone = within(await canvas.findByRole('group', { name: 'Puhelinnumero' }));
    await fill(phone.getByLabelText('Numero'), '50 765 4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna yhteystiedot' }));
    await expect(await canvas.findByText('Yhteystiedot on päivitetty.')).toBeVisible();
  },
});
export const Loading = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.hang(company.companyDetails),
});
export const Failed = screen.state({
  who: 'companyMainUser',
  bank: (fake) => fake.unreachable(company.companyDetails),
});
export const KycExpired = screen.state({ who: 'companyMainUser', kyc: 'expired' });
export const KycExpiring = screen.state({ who: 'companyMainUser', kyc: 'expiring' });
/** A person: the company's page is a company's. */
export const Person = screen.state();
