import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as representative from '../../../api/companyRepresentative';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/company/representative';

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
function company(who: TestCustomer = 'companyMainUser', person = JUKKA as typeof JUKKA | null) {
  let current = person;
  return loggedInAs(createFakeBank(), who)
    .on(representative.companyContactPerson, () => current)
    .on(representative.getAuthorizedCustomers, AUTHORIZED)
    .on(representative.companyContactPersonUpdate, ({ PhoneNumber, ...named }) => {
      current = { ...named, PhoneNumber: { CountryCode: '+358', Number: PhoneNumber.slice(4) } };
      return current;
    });
}

beforeAll(() => import('./RepresentativePage'));

describe('the company’s contact person', () => {
  it('shows the contact person and the authorised persons with their rights', async () => {
    await renderPage(PAGE, company());
    expect(await screen.findByRole('heading', { level: 1, name: 'Yhteyshenkilö' })).toBeVisible();
    expect(await screen.findByText('Jukka Kuusela', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('jukka@kuuselarakennus.fi')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Valtuutetut henkilöt' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Jukka Kuusela: Pääkäyttäjä (Toimitusjohtaja)',
      'Sanna Heikkinen: Kortinhaltija',
    ]);
    await expectAccessible();
  });

  it('names another contact person, saying which field is wrong first', async () => {
    const fake = company();
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Vaihda yhteyshenkilö' }));
    const first = screen.getByRole('textbox', { name: 'Etunimi' });
    const email = screen.getByRole('textbox', { name: 'Sähköposti' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Teemu');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Sukunimi' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sukunimi' }), 'Laaksonen');
    await userEvent.clear(email);
    await userEvent.type(email, 'teemu');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna yhteyshenkilö' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo(representative.companyContactPersonUpdate)).toEqual([]);
    await userEvent.type(email, '@kuuselarakennus.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna yhteyshenkilö' }));
    expect(await screen.findByText('Yhteyshenkilö tallennettu.')).toBeVisible();
    expect(await screen.findByText('Teemu Laaksonen', { selector: 'dd' })).toBeVisible();
    expect(fake.requestsTo(representative.companyContactPersonUpdate)).toEqual([
      {
        FirstName: 'Teemu',
        LastName: 'Laaksonen',
        Email: 'teemu@kuuselarakennus.fi',
        PhoneNumber: '+358409012345',
      },
    ]);
  });

  it('says when none is named yet, and lets the company name one', async () => {
    await renderPage(PAGE, company('companyMainUser', null));
    expect(await screen.findByText('Yritys ei ole vielä nimennyt yhteyshenkilöä.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nimeä yhteyshenkilö' })).toBeVisible();
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    const fake = company().hang(representative.companyContactPerson);
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    fake.unreachable(representative.companyContactPerson);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Yhteyshenkilön tietojen lataaminen epäonnistui.'),
    ).toBeVisible();
    fake.on(representative.companyContactPerson, JUKKA);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Jukka Kuusela', { selector: 'dd' })).toBeVisible();
  });

  it('lets a view-only user see but not change the contact person', async () => {
    await renderPage(PAGE, company('viewOnly').on(representative.companyContactPerson, JUKKA));
    expect(
      await screen.findByText(
        'Yhteyshenkilön vaihtaa se, jolla on oikeus asioida yrityksen puolesta.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Vaihda yhteyshenkilö' })).toBeNull();
  });
});
