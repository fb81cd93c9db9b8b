import { screen } from '@testing-library/react';
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
import { inDays, sampleLimit, sampleLoan } from '../../testing/sampleLoans';

const { payment, savings } = SAMPLE_ACCOUNTS;
const LIMIT = sampleLimit();
const pageOf = (loan: Loan, root = '/bank/loans') => `${root}/limit/withdrawal?loanId=${loan.Id}`;

const aBorrower = (summary: Loan[] = [LIMIT], who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, summary)
    .on(bank.accounts, [payment, savings])
    .on(bank.companyAccounts, [payment])
    .on(loans.limitWithdraw, {
      TransactionId: '6c6c6c6c-1d3f-4e5a-9b7c-000000000002',
      BookingDate: '2026-11-26',
      Amount: 500_00,
      AccountBalance: 1_734_56,
      FreeBalance: 2_500_00,
    });

describe('a withdrawal from a limit', () => {
  it('draws to the chosen payment account after a summary', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LIMIT), fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nosta luottorajasta' }),
    ).toBeVisible();
    const to = await screen.findByLabelText('Käyttötili');
    // Only payment accounts: a savings account is no place for credit.
    expect(to).toHaveValue(payment.Id);
    expect(screen.queryByRole('option', { name: /Säästötili/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Nostettava summa'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nosta' }));
    expect(await screen.findByRole('heading', { name: 'Nosto on tehty' })).toBeVisible();
    expect(screen.getByText('Nostettavissa vielä').nextSibling).toHaveTextContent(/2\s500,00\s€/);
    expect(fake.requestsTo(loans.limitWithdraw)).toEqual([
      {
        LoanId: LIMIT.Id,
        ToAccountId: payment.Id,
        Amount: 500_00,
        IdempotencyKey: expect.any(String),
      },
    ]);
    await expectAccessible();
  });

  it('shows the bank’s refusal of more than the free balance on the amount', async () => {
    const fake = aBorrower().refuse(
      loans.limitWithdraw,
      'Amount',
      'loans.refusals.overFreeBalance',
    );
    await renderPage(pageOf(LIMIT), fake);
    await userEvent.type(await screen.findByLabelText('Nostettava summa'), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nosta' }));
    expect(await screen.findByLabelText('Nostettava summa')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('is not offered from a limit whose name has FCA in it', async () => {
    const limit = sampleLimit({ Name: 'LimitFCA' });
    await renderPage(pageOf(limit), aBorrower([limit]));
    expect(
      await screen.findByText('Tästä luottorajasta ei voi tehdä nostoja verkkopankissa.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Nostettava summa')).toBeNull();
  });

  it('is not offered from a loan', async () => {
    const loan = sampleLoan();
    await renderPage(pageOf(loan), aBorrower([loan]));
    expect(await screen.findByText('Tämä toiminto on vain luottorajoille.')).toBeVisible();
  });

  it('tells a company its limit agreement has ended after 365 days', async () => {
    const limit = sampleLimit({ OpeningDate: inDays(-366) });
    await renderPage(pageOf(limit, '/bank/company/loans'), aBorrower([limit], 'companyMainUser'));
    expect(
      await screen.findByText(
        '12 kuukauden luottorajasopimus on päättynyt, joten luottorajasta ei voi enää tehdä nostoja.',
      ),
    ).toBeVisible();
  });

  it('lets a company draw from a limit within its agreement at the company’s address', async () => {
    await renderPage(pageOf(LIMIT, '/bank/company/loans'), aBorrower([LIMIT], 'companyMainUser'));
    expect(await screen.findByLabelText('Nostettava summa')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kaikki lainat' })).toHaveAttribute(
      'href',
      '/bank/company/loans',
    );
  });
});
