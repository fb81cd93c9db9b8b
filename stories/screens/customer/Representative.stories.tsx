import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import * as representative from '../../../api/companyRepresentative';
import { loggedInAs } from '../../../app/testing/customers';
import { createFakeBank } from '../../../app/testing/fakeBank';
import { bankScreen, screenMeta } from '../bankScreen';
import { fill } from '../play';

const JUKKA: representative.ContactPersonRecord = {
  FirstName: 'Jukka',
  LastName: 'Kuusela',
  Email: 'jukka@kuuselarakennus.fi',
  PhoneNumber: { CountryCode: '+358', Number: '409012345' },
};
const AUTHORIZED: representative.AuthorizedCustomer[] = [
  { FirstName: 'Jukka', LastName: 'Kuusela', Role: 'MainUser', Representation: 'Toimitusjohtaja' },
  { FirstName: 'Sanna', LastName: 'Heikkinen', Role: 'CardHolder', Representation: null },
];

/** A company whose contact person changes as the call names another. */
const screen = bankScreen('/bank/company/representative', (who) => {
  let current = JUKKA;
  return loggedInAs(createFakeBank(), who)
    .on(representative.companyContactPerson, () => current)
    .on(representative.getAuthorizedCustomers, AUTHORIZED)
    .on(representative.companyContactPersonUpdate, ({ PhoneNumber, ...named }) => {
      current = { ...named, PhoneNumber: { CountryCode: '+358', Number: PhoneNumber.slice(4) } };
      return current;
    });
});

const meta = { title: 'Screens/Customer/Representative', ...screenMeta } satisfies Meta;
export default meta;

/** The main user names another contact person for the company. */
export const Loaded = screen.main({
  who: 'companyMainUser',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Vaihda yhteyshenkilö' }));
    await fill(canvas.getByRole('textbox', { name: 'Etunimi' }), 'Teemu');
    await fill(canvas.getByRole('textbox', { name: 'Sukunimi' }), 'Laaksonen');
    await fill(canvas.getByRole('textbox', { name: 'Sähköposti' }), 'teemu@kuuselarakennus.fi');
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna yhteyshenkilö' }));
    await expect(await canvas.findByText('Yhteyshenkilö tallennettu.')).toBeVisible();
  },
});
export const NoneNamed = screen.company({
  bank: (fake) => fake.on(representative.companyContactPerson, null),
});
export const Loading = screen.company({
  bank: (fake) => fake.hang(representative.companyContactPerson),
});
export const Failed = screen.company({
  bank: (fake) => fake.unreachable(representative.companyContactPerson),
});
export const ViewOnly = screen.viewOnly();
export const KycExpired = screen.company({ kyc: 'expired' });
