import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import type { CallOutput } from '../../../api/call';
import { privateCustomerSurvey } from '../../../api/kycSurvey';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import type { CustomerDetails } from './details';

const PAGE = '/bank/customer';

const LIISA: CustomerDetails = {
  Name: 'Liisa Mäkinen',
  customerType: 'Person',
  IdentityCode: '210662-****',
  Email: null,
  PhoneNumber: null,
  StreetAddress: null,
  PostalCode: null,
  City: null,
  Country: 'FI',
  BankAccount: null,
};
type Kyc = CallOutput<typeof bank.kyc>;
const EXPIRED: Kyc = { KycValidTo: '2026-01-15', IsKYCVerified: true, IsViewOnly: false };
const RENEWED: Kyc = { KycValidTo: '2099-01-15', IsKYCVerified: true, IsViewOnly: false };

/** Liisa, whose KYC has expired, in a bank whose KYC the survey renews. */
function liisa() {
  let kyc = EXPIRED;
  const fake = loggedInAs(createFakeBank())
    .on(bank.customerDetails, LIISA)
    .on(bank.kyc, () => kyc)
    .on(privateCustomerSurvey, () => (kyc = RENEWED));
  return fake;
}

async function answer() {
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Mihin käytät pankkia pääasiassa?' }),
    'Säästäminen',
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Mistä varasi pääasiassa tulevat?' }),
    'Palkka',
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Paljonko tileillesi tulee rahaa kuukaudessa?' }),
    'Alle 1 000 €',
  );
  const pep = screen.getByRole('radiogroup', { name: /poliittisesti vaikutusvaltainen/ });
  await userEvent.click(within(pep).getByRole('radio', { name: /Ei/ }));
}

describe('the KYC on the own details page', () => {
  it('tells a customer whose KYC expired, and renews it by her answers to the survey', async () => {
    const fake = liisa();
    await renderPage(PAGE, fake);
    expect(await screen.findByText(/Tietosi vanhenivat 15\.01\.2026/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Päivitä tuntemistiedot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    expect(await screen.findByText('Valitse, mihin käytät pankkia')).toBeVisible();
    expect(fake.requestsTo(privateCustomerSurvey)).toEqual([]);

    await answer();
    const own = screen.getByRole('radiogroup', { name: /omissa asioissasi/ });
    await userEvent.click(within(own).getByRole('radio', { name: /Kyllä/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    expect(
      await screen.findByText('Tuntemistietosi on päivitetty. Ne ovat voimassa 15.01.2099 asti.'),
    ).toBeVisible();
    expect(fake.requestsTo(privateCustomerSurvey)).toEqual([
      {
        RelationshipPurpose: 'Saving',
        FundsSource: 'Salary',
        MonthlyDeposits: 'Under1000',
        IsPoliticallyExposed: false,
        ActsOnOwnBehalf: true,
      },
    ]);
    expect(await screen.findByText('Tietosi ovat voimassa 15.01.2099 asti.')).toBeVisible();
  });

  it('says why the bank refused the answers', async () => {
    const fake = liisa().refuse(
      privateCustomerSurvey,
      'ActsOnOwnBehalf',
      'Verkkopankissa voit päivittää vain omat tietosi.',
      422,
    );
    await renderPage(PAGE, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Päivitä tuntemistiedot' }));
    await answer();
    const own = screen.getByRole('radiogroup', { name: /omissa asioissasi/ });
    await userEvent.click(within(own).getByRole('radio', { name: /Ei/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    expect(
      await screen.findByText('Verkkopankissa voit päivittää vain omat tietosi.'),
    ).toBeVisible();
  });

  it('offers no renewal to a view-only user', async () => {
    await renderPage(
      PAGE,
      loggedInAs(createFakeBank(), 'viewOnly').on(bank.customerDetails, LIISA),
    );
    await screen.findByText('Liisa Mäkinen', { selector: 'dd' });
    expect(screen.queryByRole('button', { name: 'Päivitä tuntemistiedot' })).toBeNull();
  });
});
