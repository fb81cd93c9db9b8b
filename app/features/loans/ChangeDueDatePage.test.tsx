import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import { parseIsoDate } from '../../../domain/dates/dates';
import { dueDateChange } from '../../../domain/loans/dueDateChange';
import { loggedInAs } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { sampleLoan } from '../../testing/sampleLoans';
import type { Loan } from '../../../domain/loans/loan';

const LOAN = sampleLoan();
const NEXT = LOAN.LoanInstallmentsPublic[1]!;
const pageOf = (loan: Loan, installmentId = NEXT.Id) =>
  `/bank/loans/change-duedate?loanId=${loan.Id}&installmentId=${installmentId}`;

/** A day of the month other than the instalment's own. */
const currentDay = parseIsoDate(NEXT.DueDate)!.getDate();
const otherDay = currentDay === 15 ? 16 : 15;

/** The bank moves the dates as the rule says, and answers the moved loan. */
function aBorrower(summary: Loan[] = [LOAN]) {
  return loggedInAs(createFakeBank())
    .on(loans.summary, summary)
    .on(loans.changeDueDate, ({ InstallmentId, DueDay }) => {
      const change = dueDateChange(LOAN, InstallmentId, DueDay, new Date());
      if (!change.ok) throw new Error(change.reason);
      return {
        ...LOAN,
        LoanInstallmentsPublic: LOAN.LoanInstallmentsPublic.map((instalment) => ({
          ...instalment,
          DueDate: change.dueDates.get(instalment.Id) ?? instalment.DueDate,
        })),
      };
    });
}

describe('moving a due date', () => {
  it('shows the new date as a day is chosen, then moves it', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siirrä eräpäivää' }),
    ).toBeVisible();
    await userEvent.selectOptions(
      await screen.findByLabelText('Uusi eräpäivä kuukaudessa'),
      String(otherDay),
    );
    const change = dueDateChange(LOAN, NEXT.Id, otherDay, new Date());
    const newDate = change.ok ? change.dueDates.get(NEXT.Id)! : '';
    const shown = newDate.split('-').reverse().join('.');
    expect(screen.getByText('Erän uusi eräpäivä:').closest('p')).toHaveTextContent(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Siirrä eräpäivä' }));
    expect(await screen.findByRole('heading', { name: 'Eräpäivä on siirretty' })).toBeVisible();
    expect(screen.getByText('Uusi eräpäivä').nextSibling).toHaveTextContent(shown);
    expect(fake.requestsTo(loans.changeDueDate)).toEqual([
      {
        LoanId: LOAN.Id,
        InstallmentId: NEXT.Id,
        DueDay: otherDay,
        IdempotencyKey: expect.any(String),
      },
    ]);
    await expectAccessible();
  });

  it('asks for a day, and refuses the instalment’s own day before asking the bank', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    const day = await screen.findByLabelText('Uusi eräpäivä kuukaudessa');
    await userEvent.click(screen.getByRole('button', { name: 'Siirrä eräpäivä' }));
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining('Valitse eräpäiväksi kuukauden päivä väliltä 1–28'),
    );
    await userEvent.selectOptions(day, String(currentDay));
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining('Valitse eri päivä kuin nykyinen eräpäivä.'),
    );
    expect(fake.requestsTo(loans.changeDueDate)).toEqual([]);
  });

  it('is not offered for an instalment that is partly paid', async () => {
    const partly = sampleLoan({
      LoanInstallmentsPublic: [{ ...NEXT, TotalPaid: 10_00, StateEnum: 'PartiallyPaid' }],
    });
    await renderPage(pageOf(partly), aBorrower([partly]));
    expect(await screen.findByText('Tälle erälle ei voi tehdä tätä muutosta.')).toBeVisible();
    expect(screen.queryByLabelText('Uusi eräpäivä kuukaudessa')).toBeNull();
  });

  it('is not offered for a loan that does not allow it', async () => {
    const fixed = sampleLoan({ DueDateChangeAllowed: false });
    await renderPage(pageOf(fixed), aBorrower([fixed]));
    expect(await screen.findByText('Tämän lainan eräpäivää ei voi siirtää.')).toBeVisible();
  });

  it('is not offered when two loans qualify', async () => {
    const other = sampleLoan({ Id: '4a2e6b8c-1d3f-4e5a-9b7c-000000000009', Name: 'Autolaina' });
    await renderPage(pageOf(LOAN), aBorrower([LOAN, other]));
    expect(
      await screen.findByText(
        'Eräpäivän voi siirtää verkkopankissa vain, kun siirto sopii yhdelle lainallesi. Ota yhteyttä asiakaspalveluun.',
      ),
    ).toBeVisible();
  });

  it('puts the bank’s refusal on the day', async () => {
    const fake = aBorrower().refuse(loans.changeDueDate, 'DueDay', 'loans.refusals.sameDueDay');
    await renderPage(pageOf(LOAN), fake);
    const day = await screen.findByLabelText('Uusi eräpäivä kuukaudessa');
    await userEvent.selectOptions(day, String(otherDay));
    await userEvent.click(screen.getByRole('button', { name: 'Siirrä eräpäivä' }));
    expect(await screen.findByText('Valitse eri päivä kuin nykyinen eräpäivä.')).toBeVisible();
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });
});
