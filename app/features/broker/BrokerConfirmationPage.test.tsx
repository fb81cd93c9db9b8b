import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as broker from '../../../api/broker';
import * as application from '../../../api/companyLoanApplication';
import { BROKER_APPLICATION_ID, confirmingCompanyBank } from '../../testing/brokerBank';
import { WAITING_APPLICATION } from '../../testing/companyLoanBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const PAGE = `/bank/broker-confirmation/${BROKER_APPLICATION_ID}`;

beforeAll(() => import('./BrokerConfirmationPage'));

describe('confirming a broker’s application', () => {
  it('shows the application and confirms it by strong identification', async () => {
    const fake = confirmingCompanyBank().on(broker.confirmBroker, {
      IdentificationUrl: '#confirmation',
    });
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välittäjän lainahakemus' }),
    ).toBeVisible();
    expect(await screen.findByText('Saariston Logistiikka Oy (9823157-8)')).toBeVisible();
    expect(screen.getByText('Käyttöpääoma')).toBeVisible();
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista tunnistautumalla' }));
    await expect.poll(() => location.hash).toBe('#confirmation');
    expect(fake.requestsTo(broker.confirmBroker)).toEqual([{ Id: BROKER_APPLICATION_ID }]);
  });

  it('after the confirmation, leads to the company’s own application', async () => {
    await renderPage(
      `${PAGE}?status=ok`,
      confirmingCompanyBank().on(application.companySignInit, WAITING_APPLICATION),
    );
    expect(await screen.findByText('Hakemus on vahvistettu.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siirry hakemukseen' })).toHaveAttribute(
      'href',
      `/landing/company-loan-application/sign/${BROKER_APPLICATION_ID}`,
    );
  });

  it('says a cancelled confirmation, a failure with retry, and another company’s refusal', async () => {
    await renderPage(`${PAGE}?status=cancel`, confirmingCompanyBank());
    expect(await screen.findByText('Vahvistus peruttiin.')).toBeVisible();

    const fake = confirmingCompanyBank().unreachable(application.companySignInit);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    fake.on(application.companySignInit, WAITING_APPLICATION);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Hakemus on vahvistettu.')).toBeVisible();

    await renderPage(
      PAGE,
      confirmingCompanyBank().refuse(
        application.companySignInit,
        'Id',
        'Hakemusta ei löytynyt.',
        404,
      ),
    );
    expect(await screen.findByText('Hakemusta ei löytynyt.')).toBeVisible();
  });

  it('shows the wait while the bank answers', async () => {
    await renderPage(PAGE, confirmingCompanyBank().hang(application.companySignInit));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });
});
