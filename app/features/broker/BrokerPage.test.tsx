import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as broker from '../../../api/broker';
import { brokerBank, WAITING_FOR_CUSTOMER } from '../../testing/brokerBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const PAGE = '/bank/broker';

beforeAll(() => import('./BrokerPage'));

describe('the broker’s applications', () => {
  it('applies for a client company and lists the broker’s applications', async () => {
    const fake = brokerBank().on(broker.brokerInit, WAITING_FOR_CUSTOMER);
    await renderPage(PAGE, fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Välittäjän lainahakemukset' }),
    ).toBeVisible();
    expect(await screen.findByText('Ilkka Lehmus, Lehmus Rahoituspalvelut Oy')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Tekemäsi hakemukset' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByText('Odottaa asiakkaan vahvistusta')).toBeVisible();
    expect(row).toHaveTextContent(`/bank/broker-confirmation/${WAITING_FOR_CUSTOMER.Id}`);
    await expectAccessible();

    await userEvent.click(
      screen.getByRole('button', { name: 'Lähetä asiakkaan vahvistettavaksi' }),
    );
    expect(await screen.findByText('Valitse lainan käyttötarkoitus')).toBeVisible();
    expect(screen.getByLabelText('Yrityksen Y-tunnus')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Yrityksen Y-tunnus'), '9823157-8');
    await userEvent.selectOptions(screen.getByLabelText('Käyttötarkoitus'), 'Käyttöpääoma');
    await userEvent.type(screen.getByLabelText('Yrityksen sähköposti'), 'toimisto@example.com');
    await userEvent.type(screen.getByLabelText('Yrityksen puhelinnumero'), '040 555 6677');
    await userEvent.click(
      screen.getByRole('button', { name: 'Lähetä asiakkaan vahvistettavaksi' }),
    );
    expect(
      await screen.findByText(/Lähetä yrityksen nimenkirjoittajalle vahvistuslinkki/),
    ).toBeVisible();
    expect(fake.requestsTo(broker.brokerInit)).toEqual([
      {
        BusinessId: '9823157-8',
        LoanType: 'FlexLoan',
        Amount: 30_000,
        InstallmentCount: 12,
        Purpose: 'WorkingCapital',
        Email: 'toimisto@example.com',
        Phone: '0405556677',
      },
    ]);
  });

  it('says when there are no applications yet', async () => {
    await renderPage(PAGE, brokerBank([]));
    expect(await screen.findByText('Et ole vielä tehnyt hakemuksia.')).toBeVisible();
  });

  it('shows the wait, then a failure with a way to try again', async () => {
    await renderPage(PAGE, brokerBank().hang(broker.brokerCompleteIdentification));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    const fake = brokerBank().unreachable(broker.brokerApplications);
    await renderPage(PAGE, fake);
    const alert = await screen.findByRole('alert');
    fake.on(broker.brokerApplications, { Applications: [WAITING_FOR_CUSTOMER] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Saariston Logistiikka Oy')).toBeVisible();
  });

  it('refuses a person who is not a registered broker', async () => {
    const fake = brokerBank().refuse(
      broker.brokerCompleteIdentification,
      'customer',
      'Et ole pankin rekisteröimä lainanvälittäjä.',
      403,
    );
    await renderPage(PAGE, fake);
    expect(await screen.findByText('Et ole pankin rekisteröimä lainanvälittäjä.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lähetä asiakkaan vahvistettavaksi' })).toBeNull();
  });
});
