import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import {
  inDays,
  sampleCompanyLoan,
  sampleInstalment,
  sampleLimit,
  sampleLoan,
} from '../../testing/sampleLoans';
import type { Loan } from '../../../domain/loans/loan';

const LOAN = sampleLoan();
const LIMIT = sampleLimit();
const VIEW_ONLY =
  'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.';

const PAYOUT = {
  Id: '8e8e8e8e-1d3f-4e5a-9b7c-000000000001',
  BookingDate: inDays(-200),
  TransactionTypeEnum: 'Deposit' as const,
  Amount: 10_000_00,
  Capital: 10_000_00,
  Interest: 0,
  Fees: 0,
  Message: 'Lainan nosto',
};
const REPAYMENT = {
  ...PAYOUT,
  Id: '8e8e8e8e-1d3f-4e5a-9b7c-000000000002',
  BookingDate: inDays(-20),
  TransactionTypeEnum: 'CreditRepayment' as const,
  Amount: -329_87,
  Capital: 280_00,
  Interest: 44_87,
  Fees: 5_00,
  Message: null,
};
const CONTRACT = {
  DocumentType: 'LOAN_CONTRACT' as const,
  FileName: 'Lainasopimus.pdf',
  ContentType: 'application/pdf' as const,
  Content: btoa('%PDF-1.4 sopimus'),
};

const bankWith = (summary: Loan[], who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, summary)
    .on(loans.transactions, [REPAYMENT, PAYOUT])
    .on(loans.documents, [CONTRACT]);

const instalmentRows = () =>
  within(screen.getByRole('region', { name: 'Maksuerät' })).getAllByRole('listitem');

describe('a loan’s page', () => {
  it('shows capital, paid, remaining and the instalments paid of all', async () => {
    await renderPage(`/bank/loans/${LOAN.Id}/details`, bankWith([LOAN]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remonttilaina' })).toBeVisible();
    const figures = screen.getByRole('region', { name: 'Lainan tiedot' });
    expect(within(figures).getByText('Pääoma').nextSibling).toHaveTextContent(/10\s000,00\s€/);
    expect(within(figures).getByText('Maksettu').nextSibling).toHaveTextContent(/3\s200,00\s€/);
    expect(within(figures).getByText('Jäljellä').nextSibling).toHaveTextContent(/6\s800,00\s€/);
    expect(within(figures).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(within(figures).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '36');
    await waitFor(() => expect(document.title).toBe('Remonttilaina – Verkkopankki'));
    await expectAccessible();
  });

  it('lists the open instalments with their badges', async () => {
    const loan = sampleLoan({
      InstallmentCount: 14,
      LoanInstallmentsPublic: [
        sampleInstalment(LOAN.Id, 12, -5, { StateEnum: 'InvoiceDue' }),
        sampleInstalment(LOAN.Id, 13, 25),
        sampleInstalment(LOAN.Id, 14, 55),
      ],
    });
    await renderPage(`/bank/loans/${loan.Id}/details`, bankWith([loan]));
    await screen.findByRole('heading', { level: 1, name: 'Remonttilaina' });
    expect(instalmentRows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^12\. erä.*329,87\s€.*Myöhässä$/),
      expect.stringMatching(/^13\. erä.*Uusi$/),
      expect.stringMatching(/^14\. erä.*Viimeinen erä$/),
    ]);
  });

  it('leads to paying the next instalment, moving its due date and the loan’s other actions', async () => {
    await renderPage(`/bank/loans/${LOAN.Id}/details`, bankWith([LOAN]));
    const next = LOAN.NextDueInstallmentId!;
    const later = LOAN.LoanInstallmentsPublic[2]!.Id;
    expect(await screen.findByRole('link', { name: 'Maksa erä' })).toHaveAttribute(
      'href',
      `/bank/loans/pay-installment?loanId=${LOAN.Id}&installmentId=${next}`,
    );
    expect(screen.getByRole('link', { name: 'Siirrä eräpäivää' })).toHaveAttribute(
      'href',
      `/bank/loans/change-duedate?loanId=${LOAN.Id}&installmentId=${next}`,
    );
    const actions = screen.getByRole('group', { name: 'Lainan toiminnot' });
    // Instalment 13 is due in 10 days but 14 is the first not yet due and untouched: both are.
    expect(within(actions).getByRole('link', { name: 'Lyhennysvapaa kuukausi' })).toHaveAttribute(
      'href',
      `/bank/loans/free-month?loanId=${LOAN.Id}&installmentId=${next}`,
    );
    expect(within(actions).getByRole('link', { name: 'Korota lainaa' })).toHaveAttribute(
      'href',
      `/bank/loans/increase-loan/amount?loanId=${LOAN.Id}`,
    );
    expect(later).not.toBe(next);
  });

  it('keeps a view-only customer’s actions visible but off, and says why', async () => {
    await renderPage(`/bank/loans/${LOAN.Id}/details`, bankWith([LOAN], 'viewOnly'));
    const pay = await screen.findByRole('button', { name: 'Maksa erä' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(VIEW_ONLY);
    for (const name of ['Lyhennysvapaa kuukausi', 'Korota lainaa']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VIEW_ONLY);
    }
    expect(screen.queryByRole('link', { name: 'Korota lainaa' })).toBeNull();
    await expectAccessible();
  });

  it('offers no top-up nor payment-free month where the loan does not allow them', async () => {
    const loan = sampleLoan({ TopUpAllowed: false, PaymentFreeInstallmentAllowed: false });
    await renderPage(`/bank/loans/${loan.Id}/details`, bankWith([loan]));
    await screen.findByRole('link', { name: 'Maksa erä' });
    expect(screen.queryByRole('group', { name: 'Lainan toiminnot' })).toBeNull();
  });

  it('sends a limit reached at a loan’s address on to the limit’s page', async () => {
    const { router } = await renderPage(`/bank/loans/${LIMIT.Id}/details`, bankWith([LIMIT]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Joustoraha' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/bank/loans/limit/${LIMIT.Id}/details`);
  });

  it('says a loan that is not the customer’s is not found, with the way back', async () => {
    const other = sampleLoan({ Id: '9e9e9e9e-1d3f-4e5a-9b7c-000000000009' });
    await renderPage(`/bank/loans/${other.Id}/details`, bankWith([LOAN]));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainaa ei löytynyt')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kaikki lainat' })).toHaveAttribute(
      'href',
      '/bank/loans',
    );
  });

  it('does not ask the bank about an address that names no loan', async () => {
    const fake = bankWith([LOAN]);
    await renderPage('/bank/loans/12345/details', fake);
    expect(await screen.findByText('Lainaa ei löytynyt')).toBeVisible();
    expect(fake.requestsTo(loans.summary)).toEqual([]);
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    const fake = bankWith([LOAN]).hang(loans.summary);
    const first = await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
    first.unmount();
    fake.unreachable(loans.summary);
    await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainatietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(loans.summary, [LOAN]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remonttilaina' })).toBeVisible();
  });
});

describe('a loan’s transactions and documents', () => {
  it('lists the last 12 months’ bookings, newest first, and links the contract’s PDF', async () => {
    const fake = bankWith([LOAN]);
    await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    const bookings = await screen.findByRole('region', { name: 'Tapahtumat' });
    const rows = await within(bookings).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Lainan lyhennys.*−329,87\s€/),
      expect.stringMatching(/^Talletus.*Lainan nosto.*\+10\s000,00\s€/),
    ]);
    expect(fake.requestsTo(loans.transactions)).toEqual([
      { loanId: LOAN.Id, start: expect.any(String), end: inDays(0) },
    ]);
    const documents = screen.getByRole('region', { name: 'Asiakirjat' });
    const contract = within(documents).getByRole('link', { name: 'Lainasopimus (PDF)' });
    expect(contract).toHaveAttribute('download', 'Lainasopimus.pdf');
    const [kind, pdf] = contract.getAttribute('href')!.split(',');
    expect(kind).toBe('data:application/pdf;base64');
    expect(atob(pdf!)).toBe('%PDF-1.4 sopimus');
  });

  it('says when there are no bookings or documents', async () => {
    const fake = bankWith([LOAN]).on(loans.transactions, []).on(loans.documents, []);
    await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    expect(await screen.findByText('Ei tapahtumia viimeisen 12 kuukauden ajalta.')).toBeVisible();
    expect(await screen.findByText('Lainalla ei ole asiakirjoja.')).toBeVisible();
  });

  it('says the bookings could not be loaded, and loads them again when asked', async () => {
    const fake = bankWith([LOAN]).unreachable(loans.transactions);
    await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    const bookings = await screen.findByRole('region', { name: 'Tapahtumat' });
    const alert = await within(bookings).findByRole('alert');
    expect(within(alert).getByText('Lainan tapahtumien lataaminen epäonnistui.')).toBeVisible();
    fake.on(loans.transactions, [PAYOUT]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await within(bookings).findByText('Lainan nosto')).toBeVisible();
  });

  it('says the documents could not be loaded', async () => {
    const fake = bankWith([LOAN]).refuse(loans.documents, 'loanId', 'loans.refusals.notFound', 404);
    await renderPage(`/bank/loans/${LOAN.Id}/details`, fake);
    const documents = await screen.findByRole('region', { name: 'Asiakirjat' });
    const alert = await within(documents).findByRole('alert');
    expect(within(alert).getByText('Lainan asiakirjojen lataaminen epäonnistui.')).toBeVisible();
    expect(within(alert).getByText('Lainaa ei löytynyt.')).toBeVisible();
  });
});

describe('a limit’s page', () => {
  it('shows the credit limit, a red badge on an overdue invoice, the withdrawal and the repayment', async () => {
    const overdue = sampleInstalment(LIMIT.Id, 2, -3, { TotalOpen: 150_00 });
    const limit = sampleLimit({ LoanInstallmentsPublic: [overdue] });
    await renderPage(`/bank/loans/limit/${limit.Id}/details`, bankWith([limit]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Joustoraha' })).toBeVisible();
    const figures = screen.getByRole('region', { name: 'Lainan tiedot' });
    expect(within(figures).getByText('Luottoraja').nextSibling).toHaveTextContent(/5\s000,00\s€/);
    expect(within(figures).queryByText('Jäljellä')).toBeNull();
    expect(instalmentRows()[0]).toHaveTextContent(/150,00\s€.*Myöhässä/);
    const actions = screen.getByRole('group', { name: 'Lainan toiminnot' });
    expect(within(actions).getByRole('link', { name: 'Nosta luottorajasta' })).toHaveAttribute(
      'href',
      `/bank/loans/limit/withdrawal?loanId=${limit.Id}`,
    );
    expect(within(actions).getByRole('link', { name: 'Lyhennä luottorajaa' })).toHaveAttribute(
      'href',
      `/bank/loans/limit/repayment?loanId=${limit.Id}&installmentId=${overdue.Id}`,
    );
    expect(screen.queryByRole('link', { name: 'Maksa erä' })).toBeNull();
  });

  it('offers no withdrawal from a limit whose name has FCA or FM in it', async () => {
    const limit = sampleLimit({ Name: 'Yritysluotto FMX' });
    await renderPage(`/bank/loans/limit/${limit.Id}/details`, bankWith([limit]));
    expect(await screen.findByRole('link', { name: 'Lyhennä luottorajaa' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nosta luottorajasta' })).toBeNull();
  });

  it('keeps a view-only customer’s withdrawal and repayment off', async () => {
    await renderPage(`/bank/loans/limit/${LIMIT.Id}/details`, bankWith([LIMIT], 'viewOnly'));
    for (const name of ['Nosta luottorajasta', 'Lyhennä luottorajaa']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VIEW_ONLY);
    }
  });
});

describe('a company’s loan and limit pages', () => {
  it('show the account and reference to pay by transfer, without instalment actions', async () => {
    const loan = sampleCompanyLoan();
    await renderPage(`/bank/company/loans/${loan.Id}/details`, bankWith([loan], 'companyMainUser'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yrityksen joustoluotto' }),
    ).toBeVisible();
    expect(screen.getByText('Joustoluotto')).toBeVisible();
    const transfer = screen.getByRole('region', { name: 'Maksa tilisiirrolla' });
    expect(within(transfer).getByText('FI68 7140 0000 1234 51')).toBeVisible();
    expect(within(transfer).getByText('10116')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Maksa erä' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Maksa erä' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Lainan toiminnot' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kaikki lainat' })).toHaveAttribute(
      'href',
      '/bank/company/loans',
    );
    await expectAccessible();
  });

  it('say a company limit’s agreement has ended after 365 days, instead of the withdrawal', async () => {
    const limit = sampleLimit({ OpeningDate: inDays(-366) });
    await renderPage(
      `/bank/company/loans/limit/${limit.Id}/details`,
      bankWith([limit], 'companyMainUser'),
    );
    expect(
      await screen.findByText(
        '12 kuukauden luottorajasopimus on päättynyt, joten luottorajasta ei voi enää tehdä nostoja.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nosta luottorajasta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lyhennä luottorajaa' })).toBeNull();
  });

  it('lead a company’s limit withdrawal to the company’s address', async () => {
    await renderPage(
      `/bank/company/loans/limit/${LIMIT.Id}/details`,
      bankWith([LIMIT], 'companyMainUser'),
    );
    expect(await screen.findByRole('link', { name: 'Nosta luottorajasta' })).toHaveAttribute(
      'href',
      `/bank/company/loans/limit/withdrawal?loanId=${LIMIT.Id}`,
    );
  });

  it('send a company reaching a person’s address on to the company’s', async () => {
    const loan = sampleCompanyLoan();
    const { router } = await renderPage(
      `/bank/loans/${loan.Id}/details`,
      bankWith([loan], 'companyMainUser'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Yrityksen joustoluotto' });
    expect(router.state.location.pathname).toBe(`/bank/company/loans/${loan.Id}/details`);
  });
});
