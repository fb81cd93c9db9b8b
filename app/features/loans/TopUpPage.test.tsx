import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as loans from '../../../api/loans';
import type { Loan } from '../../../domain/loans/loan';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import {
  sampleLimit,
  sampleLoan,
  sampleTopUpApplication,
  sampleTopUpOffer,
} from '../../testing/sampleLoans';

const LOAN = sampleLoan();
const pageOf = (loan: Loan) => `/bank/loans/increase-loan/amount?loanId=${loan.Id}`;

const OFFER = sampleTopUpOffer(LOAN);

const APPLICATION = sampleTopUpApplication(LOAN, '2026-11-26T10:00:00+02:00');

const aBorrower = (summary: Loan[] = [LOAN], who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, summary)
    .on(loans.topUpCalculator, OFFER)
    .on(loans.applicationFromLoan, APPLICATION);

describe('increasing a loan', () => {
  it('prices the increase, then applies for it with a purpose and the terms accepted', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Korota lainaa' })).toBeVisible();
    await userEvent.type(await screen.findByLabelText('Korotuksen määrä'), '3000');
    await userEvent.selectOptions(screen.getByLabelText('Laina-aika'), '48');
    await userEvent.click(screen.getByRole('button', { name: 'Laske' }));
    const offer = await screen.findByRole('heading', { name: 'Korotetun lainan tiedot' });
    expect(offer).toHaveFocus();
    expect(fake.requestsTo(loans.topUpCalculator)).toEqual([
      { LoanId: LOAN.Id, TopUpIncreaseAmount: 3000, InstallmentCount: 48 },
    ]);
    expect(screen.getByText('Kuukausierä').nextSibling).toHaveTextContent(/244,10\s€/);
    expect(screen.getByText('Todellinen vuosikorko').nextSibling).toHaveTextContent('9,71 %');
    await userEvent.selectOptions(screen.getByLabelText('Käyttötarkoitus'), 'Renovation');
    await userEvent.click(screen.getByLabelText(/Hyväksyn korotetun lainan ehdot/));
    await userEvent.click(screen.getByRole('button', { name: 'Hae korotusta' }));
    expect(
      await screen.findByRole('heading', { name: 'Korotushakemus on lähetetty' }),
    ).toBeVisible();
    expect(screen.getByText('Käsittelyssä')).toBeVisible();
    expect(fake.requestsTo(loans.applicationFromLoan)).toEqual([
      {
        LoanId: LOAN.Id,
        TopUpIncreaseAmount: 3000,
        InstallmentCount: 48,
        PurposeEnum: 'Renovation',
        TermsAccepted: true,
        IdempotencyKey: expect.any(String),
      },
    ]);
    await expectAccessible();
  });

  it('asks for whole euros, a purpose and the terms before asking the bank', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN), fake);
    await userEvent.type(await screen.findByLabelText('Korotuksen määrä'), '3000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Laske' }));
    expect(await screen.findByText('Syötä summa kokonaisina euroina')).toBeVisible();
    expect(fake.requestsTo(loans.topUpCalculator)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Korotuksen määrä'));
    await userEvent.type(screen.getByLabelText('Korotuksen määrä'), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Laske' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hae korotusta' }));
    expect(await screen.findByText('Hyväksy ehdot jatkaaksesi')).toBeVisible();
    expect(fake.requestsTo(loans.applicationFromLoan)).toEqual([]);
  });

  it('says why the bank will not price an increase that is too large', async () => {
    const fake = aBorrower().refuse(
      loans.topUpCalculator,
      'TopUpIncreaseAmount',
      'loans.refusals.topUpNotAllowed',
    );
    await renderPage(pageOf(LOAN), fake);
    await userEvent.type(await screen.findByLabelText('Korotuksen määrä'), '90000');
    await userEvent.click(screen.getByRole('button', { name: 'Laske' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Korotusta ei voi laskea')).toBeVisible();
    expect(within(alert).getByText('Tätä lainaa ei voi korottaa.')).toBeVisible();
  });

  it.each([
    ['a loan that does not allow it', sampleLoan({ TopUpAllowed: false })],
    ['a limit', sampleLimit()],
  ])('is not offered for %s', async (_case, loan) => {
    const fake = aBorrower([loan]);
    await renderPage(pageOf(loan), fake);
    expect(await screen.findByText('Tätä lainaa ei voi korottaa.')).toBeVisible();
    expect(screen.queryByLabelText('Korotuksen määrä')).toBeNull();
  });

  it('tells a view-only customer they cannot apply', async () => {
    await renderPage(pageOf(LOAN), aBorrower([LOAN], 'viewOnly'));
    expect(await screen.findByText('Lainan toiminnot eivät ole mahdollisia')).toBeVisible();
    expect(screen.queryByLabelText('Korotuksen määrä')).toBeNull();
  });
});
