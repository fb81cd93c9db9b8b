import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as reports from '../../../api/reports';
import { toIsoDate } from '../../../domain/dates/dates';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { loggedInAs } from '../../testing/customers';
import { createFakeBank } from '../../testing/fakeBank';
import { expectAccessible } from '../../testing/expectAccessible';
import { renderPage } from '../../testing/renderPage';

const { payment, savings } = SAMPLE_ACCOUNTS;
const today = toIsoDate(new Date());
const monthAgo = toIsoDate(subMonths(new Date(), 1));

const aPerson = () =>
  loggedInAs(createFakeBank())
    .on(bank.accounts, [payment, savings])
    .on(reports.getReportTypes, reports.REPORT_TYPE_LIST)
    .on(reports.executeReport, new TextEncoder().encode('\uFEFFKirjauspäivä;Määrä\r\n'));

const download = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Lataa tiliote' }));

describe('the statements page', () => {
  it('downloads the chosen account’s statement of the last month as PDF unless told otherwise', async () => {
    const fake = aPerson();
    await renderPage('/bank/reports', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiliotteet' })).toBeVisible();
    expect(screen.getByText(/enintään 24 kuukautta/)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Tili'), savings.Id);
    await userEvent.click(screen.getByRole('radio', { name: 'CSV (taulukkolaskenta)' }));
    await download();
    expect(
      await screen.findByText(`Tiliote tiliote-${monthAgo}-${today}.csv on ladattu.`),
    ).toBeVisible();
    expect(fake.requestsTo(reports.executeReport)).toEqual([
      {
        ReportType: 'AccountStatement',
        accountId: savings.Id,
        start: monthAgo,
        end: today,
        Format: 'CSV',
      },
    ]);
    await expectAccessible();
  });

  it('starts with the account the address names', async () => {
    await renderPage(`/bank/reports?accountId=${payment.Id}`, aPerson());
    expect(await screen.findByLabelText('Tili')).toHaveValue(payment.Id);
    expect(screen.getByRole('radio', { name: 'PDF (tulostettava)' })).toBeChecked();
  });

  it('asks for an account, and refuses an end to come or before the start, before asking the bank', async () => {
    const fake = aPerson();
    await renderPage('/bank/reports', fake);
    await download();
    expect(await screen.findByText('Valitse tili', { selector: '[aria-live] *' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Tili'), payment.Id);
    fireEvent.change(screen.getByLabelText('Päättyen'), {
      target: { value: toIsoDate(addDays(new Date(), 1)) },
    });
    await download();
    expect(await screen.findByText('Päättymispäivä ei voi olla tulevaisuudessa.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Alkaen'), { target: { value: today } });
    fireEvent.change(screen.getByLabelText('Päättyen'), {
      target: { value: toIsoDate(addDays(new Date(), -1)) },
    });
    await download();
    expect(
      await screen.findByText('Päättymispäivä ei voi olla ennen alkamispäivää.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Päättyen')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo(reports.executeReport)).toEqual([]);
    await expectAccessible();
  });

  it('puts the bank’s refusal of the period on its field', async () => {
    const fake = aPerson().refuse(
      reports.executeReport,
      'start',
      'Tiliote voi kattaa enintään 24 kuukautta.',
    );
    await renderPage(`/bank/reports?accountId=${payment.Id}`, fake);
    await screen.findByLabelText('Tili');
    await download();
    expect(await screen.findByText('Tiliote voi kattaa enintään 24 kuukautta.')).toBeVisible();
    expect(screen.getByLabelText('Alkaen')).toHaveFocus();
  });

  it('says why the bank refused the statement when no field is to blame', async () => {
    const fake = aPerson().refuse(
      reports.executeReport,
      'customer',
      'errors.access.notEntitled',
      403,
    );
    await renderPage(`/bank/reports?accountId=${payment.Id}`, fake);
    await screen.findByLabelText('Tili');
    await download();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tiliotteen lataaminen epäonnistui')).toBeVisible();
    expect(within(alert).getByText(/^Sinulla ei ole oikeutta/)).toBeVisible();
  });

  it('shows the download under way', async () => {
    await renderPage(
      `/bank/reports?accountId=${payment.Id}`,
      aPerson().hang(reports.executeReport),
    );
    await screen.findByLabelText('Tili');
    await download();
    expect(await screen.findByRole('button', { name: /Lataa tiliote/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows a loading state while the accounts have not come', async () => {
    await renderPage('/bank/reports', aPerson().hang(bank.accounts));
    expect(await screen.findByRole('heading', { name: 'Tiliotteet' })).toBeVisible();
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says the accounts could not be loaded, and loads them again when asked', async () => {
    const fake = aPerson().unreachable(bank.accounts);
    await renderPage('/bank/reports', fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tilejäsi ei voitu hakea.')).toBeVisible();
    fake.on(bank.accounts, [payment]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('button', { name: 'Lataa tiliote' })).toBeVisible();
  });

  it('says there is nothing to print when the customer has no accounts', async () => {
    await renderPage('/bank/reports', aPerson().on(bank.accounts, []));
    expect(
      await screen.findByText('Sinulla ei ole tilejä, joista voisi tulostaa tiliotteen.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lataa tiliote' })).toBeNull();
  });
});
