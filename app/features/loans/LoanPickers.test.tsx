import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as loans from '../../../api/loans';
import type { Loan } from '../../../domain/loans/loan';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import { sampleInstalment, sampleLimit, sampleLoan } from '../../testing/sampleLoans';

/** The loan and instalment pickers of the loan actions, for an address that names neither. */

const LOAN = sampleLoan();
const NEXT = LOAN.LoanInstallmentsPublic[1]!;
const CAR_ID = '4a2e6b8c-1d3f-4e5a-9b7c-000000000009';
const CAR = sampleLoan({
  Id: CAR_ID,
  Name: 'Autolaina',
  TopUpAllowed: false,
  PaymentFreeInstallmentAllowed: false,
  // Its due date stays: with two loans that allow it, neither's date is moved in the web bank.
  DueDateChangeAllowed: false,
  LoanInstallmentsPublic: [sampleInstalment(CAR_ID, 3, 20)],
});
const LIMIT = sampleLimit();

const aBorrower = (summary: Loan[], who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, summary)
    .on(bank.accounts, [SAMPLE_ACCOUNTS.payment]);

const chooseLoan = () => screen.findByRole('region', { name: 'Valitse laina' });
const chooseInstalment = () => screen.findByRole('region', { name: 'Valitse erä' });

describe('the loan and instalment pickers', () => {
  it('offer the loans, then the loan’s open instalments, and lead on to the payment', async () => {
    const { router } = await renderPage(
      '/bank/loans/pay-installment',
      aBorrower([LOAN, CAR, LIMIT]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
    const offered = within(await chooseLoan()).getAllByRole('button');
    expect(offered.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Remonttilaina'),
      expect.stringContaining('Autolaina'),
    ]);
    await expectAccessible();

    await userEvent.click(offered[0]!);
    const instalments = within(await chooseInstalment()).getAllByRole('button');
    expect(router.state.location.search).toBe(`?loanId=${LOAN.Id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    // The paid 12th is not offered.
    expect(instalments.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^13\. erä.*329,87\s€/),
      expect.stringMatching(/^14\. erä/),
    ]);
    await expectAccessible();

    // By keyboard alone: the next step starts at the top of the page's content.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Kaikki lainat' })).toHaveFocus();
    await userEvent.tab();
    expect(instalments[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
    expect(router.state.location.search).toBe(`?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`);
    expect(screen.getByLabelText('Summa')).toHaveValue('329,87');
  });

  it('go straight on with the only loan the action can be done on', async () => {
    const { router } = await renderPage(
      '/bank/loans/increase-loan/amount',
      aBorrower([CAR, LOAN, LIMIT]),
    );
    expect(await screen.findByLabelText('Korotuksen määrä')).toBeVisible();
    expect(router.state.location.search).toBe(`?loanId=${LOAN.Id}`);
    expect(screen.queryByRole('region', { name: 'Valitse laina' })).toBeNull();
  });

  it('offer for a payment-free month only the instalment it can skip', async () => {
    await renderPage('/bank/loans/free-month', aBorrower([LOAN, LIMIT]));
    const instalments = within(await chooseInstalment()).getAllByRole('button');
    expect(instalments.map((row) => row.textContent)).toEqual([expect.stringMatching(/^13\. erä/)]);
    await userEvent.click(instalments[0]!);
    expect(
      await screen.findByRole('heading', { name: 'Hinta ja muutokset lainaan' }),
    ).toBeVisible();
  });

  it('show the step the address names after a reload', async () => {
    const { router } = await renderPage(
      `/bank/loans/change-duedate?loanId=${LOAN.Id}`,
      aBorrower([LOAN, CAR]),
    );
    await userEvent.click(
      within(await chooseInstalment()).getByRole('button', { name: /^13\. erä/ }),
    );
    expect(await screen.findByLabelText('Uusi eräpäivä kuukaudessa')).toBeVisible();
    expect(router.state.location.search).toBe(`?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`);
  });

  it('say so when the customer has no loan the action can be done on', async () => {
    await renderPage('/bank/loans/change-duedate', aBorrower([LIMIT]));
    expect(await screen.findByText('Sinulla ei ole lainaa, jolle tämän voi tehdä.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Takaisin lainoihin' })).toHaveAttribute(
      'href',
      '/bank/loans',
    );
    await expectAccessible();
  });

  it('say so when the loan has no instalment the action can be done to', async () => {
    await renderPage(`/bank/loans/free-month?loanId=${CAR.Id}`, aBorrower([CAR, LOAN]));
    expect(await screen.findByText('Lainalla ei ole erää, jolle tämän voi tehdä.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Takaisin lainaan Autolaina' })).toHaveAttribute(
      'href',
      `/bank/loans/${CAR.Id}/details`,
    );
  });

  it('are not offered to a customer who may only view', async () => {
    await renderPage('/bank/loans/pay-installment', aBorrower([LOAN, CAR], 'viewOnly'));
    expect(await screen.findByText('Lainan toiminnot eivät ole mahdollisia')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Valitse laina' })).toBeNull();
  });

  it('speak Swedish', async () => {
    await renderPage('/bank/loans/pay-installment', aBorrower([LOAN, CAR]), { language: 'sv' });
    expect(await screen.findByRole('region', { name: 'Välj lån' })).toBeVisible();
  });
});
