import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import type { Loan } from '../../../domain/loans/loan';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { sampleLoan } from '../../testing/sampleLoans';

const LOAN = sampleLoan();
const NEXT = LOAN.LoanInstallmentsPublic[1]!;
const LAST = LOAN.LoanInstallmentsPublic[2]!;
const pageOf = (loan: Loan, installmentId = NEXT.Id) =>
  `/bank/loans/free-month?loanId=${loan.Id}&installmentId=${installmentId}`;

const aBorrower = (summary: Loan[] = [LOAN], who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, summary)
    .on(loans.paymentFreeMonth, { ...LOAN, InstallmentCount: LOAN.InstallmentCount + 1 });

const valueOf = (term: string) => screen.getByText(term).nextSibling;

describe('a payment-free month', () => {
  it('shows its price and what it does before it is taken, then takes it', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lyhennysvapaa kuukausi' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Hinta ja muutokset lainaan' }),
    ).toBeVisible();
    expect(valueOf('Lyhennysvapaan kuukauden hinta')).toHaveTextContent(/15,00\s€/);
    // 329,87 € of which 280,00 € capital: the interest and fees 49,87 € plus the fee.
    expect(valueOf('Maksettavaa erän eräpäivänä')).toHaveTextContent(/64,87\s€/);
    expect(valueOf('Lainan loppuun siirtyvä lyhennys')).toHaveTextContent(/280,00\s€/);
    expect(valueOf('Eriä yhteensä')).toHaveTextContent('37');
    expect(fake.requestsTo(loans.paymentFreeMonth)).toEqual([]);
    await userEvent.click(
      screen.getByLabelText('Hyväksyn lyhennysvapaan kuukauden ja sen hinnan 15,00 €'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ota lyhennysvapaa kuukausi' }));
    expect(
      await screen.findByRole('heading', { name: 'Lyhennysvapaa kuukausi on otettu' }),
    ).toBeVisible();
    expect(fake.requestsTo(loans.paymentFreeMonth)).toEqual([
      {
        LoanId: LOAN.Id,
        InstallmentId: NEXT.Id,
        Fee: 15_00,
        TermsAccepted: true,
        IdempotencyKey: expect.any(String),
      },
    ]);
    await expectAccessible();
  });

  it('is not taken before the price is accepted', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ota lyhennysvapaa kuukausi' }),
    );
    expect(await screen.findByText('Hyväksy ehdot jatkaaksesi')).toBeVisible();
    expect(fake.requestsTo(loans.paymentFreeMonth)).toEqual([]);
  });

  it('says the bank’s word when the price has changed meanwhile, and a retry is the same request', async () => {
    const fake = aBorrower().refuse(loans.paymentFreeMonth, 'Fee', 'loans.refusals.notCandidate');
    await renderPage(pageOf(LOAN), fake);
    await userEvent.click(
      await screen.findByLabelText('Hyväksyn lyhennysvapaan kuukauden ja sen hinnan 15,00 €'),
    );
    const take = screen.getByRole('button', { name: 'Ota lyhennysvapaa kuukausi' });
    await userEvent.click(take);
    expect(
      await screen.findByText('Tälle erälle ei voi tehdä tätä muutosta.', {
        selector: '[role=alert] *',
      }),
    ).toBeVisible();
    await userEvent.click(take);
    // The same key: had the first answer been lost, the bank would take the month once.
    const [first, retried] = fake.requestsTo(loans.paymentFreeMonth);
    expect(retried).toEqual(first);
    expect(first).toMatchObject({ IdempotencyKey: expect.any(String) });
  });

  it('is only for the first instalment that qualifies', async () => {
    await renderPage(pageOf(LOAN, LAST.Id), aBorrower());
    expect(await screen.findByText('Tälle erälle ei voi tehdä tätä muutosta.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ota lyhennysvapaa kuukausi' })).toBeNull();
  });

  it('is not offered for a loan that does not allow it', async () => {
    const loan = sampleLoan({ PaymentFreeInstallmentAllowed: false });
    await renderPage(pageOf(loan), aBorrower([loan]));
    expect(
      await screen.findByText('Tähän lainaan ei voi ottaa lyhennysvapaata kuukautta.'),
    ).toBeVisible();
  });
});
