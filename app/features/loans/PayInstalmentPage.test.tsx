import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import * as bank from '../../../api/bank';
import * as loanPayments from '../../../api/loanPayments';
import * as loans from '../../../api/loans';
import { loggedInAs, type TestCustomer } from '../../testing/customers';
import { expectAccessible } from '../../testing/expectAccessible';
import { createFakeBank } from '../../testing/fakeBank';
import { renderPage } from '../../testing/renderPage';
import { SAMPLE_ACCOUNTS } from '../../testing/sampleAccounts';
import {
  sampleCompanyLoan,
  sampleInstalment,
  sampleLimit,
  sampleLoan,
} from '../../testing/sampleLoans';

const { payment, savings, external } = SAMPLE_ACCOUNTS;
const LOAN = sampleLoan();
const NEXT = LOAN.LoanInstallmentsPublic[1]!;
const LIMIT = sampleLimit();
const INVOICE = LIMIT.LoanInstallmentsPublic[0]!;

const pageOf = (loanId: string, installmentId: string) =>
  `/bank/loans/pay-installment?loanId=${loanId}&installmentId=${installmentId}`;

const RECEIPT = {
  TransactionId: '6c6c6c6c-1d3f-4e5a-9b7c-000000000001',
  BookingDate: '2026-11-26',
  Amount: 329_87,
  AccountBalance: 904_69,
  Fees: 5_00,
  Interest: 44_87,
  Capital: 280_00,
  InstallmentId: NEXT.Id,
  StateEnum: 'Paid' as const,
  TotalOpen: 0,
};

const aBorrower = (who: TestCustomer = 'person') =>
  loggedInAs(createFakeBank(), who)
    .on(loans.summary, [LOAN, LIMIT])
    .on(bank.accounts, [payment, savings])
    .on(loans.payInstallment, RECEIPT)
    .on(loans.payLimitInstallment, { ...RECEIPT, InstallmentId: INVOICE.Id })
    .on(loanPayments.loanPaymentBanks, []);

beforeEach(() => sessionStorage.clear());

describe('paying an instalment', () => {
  it('pays the instalment from the chosen account, after a summary, and shows where the money went', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
    await userEvent.selectOptions(await screen.findByLabelText('Maksutili'), payment.Id);
    expect(screen.getByLabelText('Summa')).toHaveValue('329,87');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toHaveFocus();
    expect(fake.requestsTo(loans.payInstallment)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Maksa' }));
    expect(await screen.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
    expect(screen.getByText('Korkoon').nextSibling).toHaveTextContent(/44,87\s€/);
    expect(screen.getByText('Lyhennykseen').nextSibling).toHaveTextContent(/280,00\s€/);
    expect(screen.getByText('Erästä maksamatta').nextSibling).toHaveTextContent(/0,00\s€/);
    expect(fake.requestsTo(loans.payInstallment)).toEqual([
      {
        LoanId: LOAN.Id,
        InstallmentId: NEXT.Id,
        FromAccountId: payment.Id,
        Amount: 329_87,
        IdempotencyKey: expect.any(String),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Takaisin lainaan Remonttilaina' })).toHaveAttribute(
      'href',
      `/bank/loans/${LOAN.Id}/details`,
    );
    await expectAccessible();
  });

  it('asks for an account, and refuses more than is open on the instalment', async () => {
    const fake = aBorrower();
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    const amount = await screen.findByLabelText('Summa');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByLabelText('Maksutili')).toHaveAccessibleDescription(
      'Virhe: Valitse tili',
    );
    expect(
      screen.getByText('Erästä on maksamatta 329,87 €. Maksa enintään tämä summa.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Summa')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Tarkista tiedot' })).toBeNull();
  });

  it('puts the bank’s refusal of the amount back on the form', async () => {
    const fake = aBorrower().refuse(
      loans.payInstallment,
      'Amount',
      'errors.validation.minimumCent',
    );
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await userEvent.selectOptions(await screen.findByLabelText('Maksutili'), payment.Id);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Maksa' }));
    expect(await screen.findByLabelText('Summa')).toHaveAttribute('aria-invalid', 'true');
  });

  it('pays a limit’s invoice on the repayment page', async () => {
    const fake = aBorrower();
    await renderPage(
      `/bank/loans/limit/repayment?loanId=${LIMIT.Id}&installmentId=${INVOICE.Id}`,
      fake,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lyhennä luottorajaa' }),
    ).toBeVisible();
    await userEvent.selectOptions(await screen.findByLabelText('Maksutili'), savings.Id);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Maksa' }));
    expect(await screen.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
    expect(fake.requestsTo(loans.payLimitInstallment)).toEqual([
      expect.objectContaining({ LoanId: LIMIT.Id, InstallmentId: INVOICE.Id, Amount: 150_00 }),
    ]);
    expect(fake.requestsTo(loans.payInstallment)).toEqual([]);
  });

  it.each([
    ['with a malformed loan', pageOf('abc', NEXT.Id), 'Lainaa ei löytynyt'],
    [
      'with someone else’s loan',
      pageOf('9e9e9e9e-1d3f-4e5a-9b7c-000000000009', NEXT.Id),
      'Lainaa ei löytynyt',
    ],
    ['with another loan’s instalment', pageOf(LOAN.Id, INVOICE.Id), 'Lainan erää ei löytynyt.'],
    [
      'with a paid instalment',
      pageOf(LOAN.Id, LOAN.LoanInstallmentsPublic[0]!.Id),
      'Erä on jo maksettu.',
    ],
  ])('says clearly what is wrong with an address %s', async (_case, path, message) => {
    const fake = aBorrower();
    await renderPage(path, fake);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Jatka' })).toBeNull();
    expect(fake.requestsTo(loans.payInstallment)).toEqual([]);
  });

  it('tells a company its loan is paid by bank transfer', async () => {
    const loan = sampleCompanyLoan();
    const fake = aBorrower('companyMainUser')
      .on(loans.summary, [loan])
      .on(bank.companyAccounts, [payment]);
    await renderPage(pageOf(loan.Id, loan.LoanInstallmentsPublic[0]!.Id), fake);
    expect(
      await screen.findByText(
        'Yrityslainan erä maksetaan tilisiirtona lainan tilinumeroon lainan viitteellä.',
      ),
    ).toBeVisible();
  });

  it('tells a view-only customer they cannot pay, and why', async () => {
    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrower('viewOnly'));
    const title = await screen.findByText('Lainan toiminnot eivät ole mahdollisia');
    expect(title.closest('[role=status]')).toHaveTextContent(
      'Sinulla on verkkopankkiin vain katseluoikeus, joten et voi tehdä tätä toimintoa.',
    );
    expect(screen.queryByLabelText('Maksutili')).toBeNull();
  });

  it('says the loans could not be loaded, and loads them again when asked', async () => {
    const fake = aBorrower().unreachable(loans.summary);
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lainatietojen lataaminen epäonnistui.')).toBeVisible();
    fake.on(loans.summary, [LOAN]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
  });

  it('shows a loading state while the loans have not come', async () => {
    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrower().hang(loans.summary));
    expect(await screen.findByText('Ladataan…', { selector: '[role=status]' })).toBeInTheDocument();
  });

  it('says so when the customer has no account to pay from', async () => {
    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrower().on(bank.accounts, []));
    expect(await screen.findByText('Sinulla ei ole tiliä, jota tähän voi käyttää.')).toBeVisible();
  });

  it('is reached from the next-instalment panel of the loan’s page', async () => {
    const { router } = await renderPage(`/bank/loans/${LOAN.Id}/details`, aBorrower());
    await userEvent.click(await screen.findByRole('link', { name: 'Maksa erä' }));
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
    expect(router.state.location.search).toBe(`?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`);
  });

  it('is reached from the home page’s next-instalment panel, and so is the due-date change', async () => {
    const fake = aBorrower().on(loans.summary, [LOAN]);
    const { router } = await renderPage('/bank/home', fake);
    expect(await screen.findByRole('link', { name: 'Siirrä eräpäivää' })).toHaveAttribute(
      'href',
      `/bank/loans/change-duedate?loanId=${LOAN.Id}&installmentId=${NEXT.Id}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Maksa erä' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maksa erä' })).toBeVisible();
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/loans/pay-installment');
  });

  it('sends the payment of a limit’s invoice on to the limit’s repayment page', async () => {
    const { router } = await renderPage(pageOf(LIMIT.Id, INVOICE.Id), aBorrower());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lyhennä luottorajaa' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/bank/loans/limit/repayment');
    expect(router.state.location.search).toBe(`?loanId=${LIMIT.Id}&installmentId=${INVOICE.Id}`);
  });

  it('lists a partly paid instalment with what is still open', async () => {
    const partly = sampleLoan({
      LoanInstallmentsPublic: [
        sampleInstalment(LOAN.Id, 13, 10, {
          TotalOpen: 100_00,
          TotalPaid: 229_87,
          StateEnum: 'PartiallyPaid',
        }),
      ],
    });
    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrower().on(loans.summary, [partly]));
    expect(await screen.findByLabelText('Summa')).toHaveValue('100,00');
  });
});

/** The borrower's own accounts in other banks: one in OP, two in Nordea. */
const IN_OP = { ...external, CustomName: 'OP-tili', ExternalAccountNumber: 'FI4950009420028730' };
const IN_NORDEA = [
  { ...external, Id: 'a1000000-0000-4000-8000-000000000005', CustomName: 'Nordea-tili' },
  { ...external, Id: 'a1000000-0000-4000-8000-000000000006', CustomName: 'Nordea-säästö' },
];
const OTHER_BANK_RECEIPT = (({ AccountBalance: _balance, ...rest }) => rest)(RECEIPT);

const aBorrowerWithOtherBanks = () =>
  aBorrower()
    .on(bank.accounts, [payment, savings, IN_OP, ...IN_NORDEA])
    .on(loanPayments.loanPaymentBanks, [
      { Bic: 'NDEAFIHH', Name: 'Nordea' },
      { Bic: 'OKOYFIHH', Name: 'OP' },
    ])
    .on(loanPayments.loanPaymentAccounts, ({ Bic }) => (Bic === 'OKOYFIHH' ? [IN_OP] : IN_NORDEA))
    .on(loanPayments.completeLoanPayment, OTHER_BANK_RECEIPT);

/** Chooses to pay from another bank, and the bank; the form is then shown for it. */
async function payFromOtherBank(bankName: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'Toisesta pankista' }));
  await userEvent.click(screen.getByRole('radio', { name: bankName }));
}

describe('paying an instalment from another bank', () => {
  it('offers the choice only to a borrower with an account in another bank', async () => {
    const without = await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrower());
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Mistä maksat?' })).toBeNull();
    without.unmount();

    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrowerWithOtherBanks());
    const choice = await screen.findByRole('radiogroup', { name: 'Mistä maksat?' });
    expect(within(choice).getByRole('radio', { name: /Tästä pankista/ })).toBeChecked();
    expect(screen.getByLabelText('Maksutili')).toBeVisible();
  });

  it('pays from the chosen bank’s account once the other bank approves, and shows how the money went', async () => {
    const fake = aBorrowerWithOtherBanks();
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await payFromOtherBank('OP');
    // The only account in OP is chosen for the borrower; the amount is what is open.
    expect(await screen.findByLabelText('Tili toisessa pankissa')).toHaveValue(IN_OP.Id);
    expect(screen.queryByLabelText('Maksutili')).toBeNull();
    expect(screen.getByLabelText('Summa')).toHaveValue('329,87');
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));

    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toHaveFocus();
    expect(screen.queryByRole('radiogroup', { name: 'Mistä maksat?' })).toBeNull();
    expect(screen.getByText('Tili toisessa pankissa').nextSibling).toHaveTextContent(
      'OP-tili · FI49 5000 9420 0287 30',
    );
    expect(
      screen.getByText('Maksu veloitetaan tililtäsi toisessa pankissa, kun hyväksyt sen.'),
    ).toBeVisible();
    expect(fake.requestsTo(loanPayments.completeLoanPayment)).toEqual([]);
    const loansRead = fake.requestsTo(loans.summary).length;
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy maksu' }));

    expect(await screen.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
    expect(screen.getByText('Kuluihin').nextSibling).toHaveTextContent(/5,00\s€/);
    expect(screen.getByText('Korkoon').nextSibling).toHaveTextContent(/44,87\s€/);
    expect(screen.getByText('Lyhennykseen').nextSibling).toHaveTextContent(/280,00\s€/);
    expect(screen.getByText('Erästä maksamatta').nextSibling).toHaveTextContent(/0,00\s€/);
    expect(screen.getByText('Maksettu tililtä').nextSibling).toHaveTextContent(/^OP-tili/);
    expect(fake.requestsTo(loanPayments.loanPaymentAccounts)).toEqual([{ Bic: 'OKOYFIHH' }]);
    expect(fake.requestsTo(loanPayments.completeLoanPayment)).toEqual([
      {
        LoanId: LOAN.Id,
        InstallmentId: NEXT.Id,
        FromExternalAccountId: IN_OP.Id,
        Amount: 329_87,
        IdempotencyKey: expect.any(String),
      },
    ]);
    expect(fake.requestsTo(loans.payInstallment)).toEqual([]);
    // The loan's schedule is read again, so its pages show the instalment paid.
    await expect.poll(() => fake.requestsTo(loans.summary).length).toBeGreaterThan(loansRead);
    await expectAccessible();
  });

  it('asks for the bank, then for the account when the bank holds several', async () => {
    const fake = aBorrowerWithOtherBanks();
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await userEvent.click(await screen.findByRole('radio', { name: 'Toisesta pankista' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByRole('radiogroup', { name: 'Pankki' })).toHaveAccessibleDescription(
      'Virhe: Valitse pankki',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    const account = await screen.findByLabelText('Tili toisessa pankissa');
    expect(account).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(account).toHaveAccessibleDescription('Virhe: Valitse tili');
    await userEvent.selectOptions(account, IN_NORDEA[1]!.Id);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    expect(screen.getByText('Tili toisessa pankissa').nextSibling).toHaveTextContent(
      /^Nordea-säästö/,
    );
  });

  it('chooses the bank by keyboard alone', async () => {
    await renderPage(pageOf(LOAN.Id, NEXT.Id), aBorrowerWithOtherBanks());
    const thisBank = await screen.findByRole('radio', { name: /Tästä pankista/ });
    thisBank.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Toisesta pankista/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Nordea' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /OP/ })).toBeChecked();
    expect(await screen.findByLabelText('Tili toisessa pankissa')).toHaveValue(IN_OP.Id);
  });

  it('after a reload on the way back, finds the payment and pays it with the same key', async () => {
    const fake = aBorrowerWithOtherBanks().hang(loanPayments.completeLoanPayment);
    const first = await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await payFromOtherBank('OP');
    await screen.findByLabelText('Tili toisessa pankissa');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hyväksy maksu' }));
    first.unmount();

    fake.on(loanPayments.completeLoanPayment, OTHER_BANK_RECEIPT);
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    expect(await screen.findByRole('heading', { name: 'Tarkista tiedot' })).toBeVisible();
    expect(await screen.findByText(/^OP-tili/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy maksu' }));
    expect(await screen.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();

    const [sent, again] = fake.requestsTo(loanPayments.completeLoanPayment);
    expect(again).toEqual(sent);
    expect(again!.IdempotencyKey).toEqual(expect.any(String));
  });

  it('says a failed payment on the summary, and tries again with the same key when asked', async () => {
    const fake = aBorrowerWithOtherBanks().unreachable(loanPayments.completeLoanPayment);
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await payFromOtherBank('OP');
    await screen.findByLabelText('Tili toisessa pankissa');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hyväksy maksu' }));
    expect(
      await screen.findByText('Yhteys pankkiin katkesi. Tarkista verkkoyhteys ja yritä uudelleen.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Erä on maksettu' })).toBeNull();

    fake.on(loanPayments.completeLoanPayment, OTHER_BANK_RECEIPT);
    await userEvent.click(screen.getByRole('button', { name: 'Hyväksy maksu' }));
    expect(await screen.findByRole('heading', { name: 'Erä on maksettu' })).toBeVisible();
    const [failed, retried] = fake.requestsTo(loanPayments.completeLoanPayment);
    expect(retried).toEqual(failed);
  });

  it('puts the other bank’s refusal of the account back on the form', async () => {
    const fake = aBorrowerWithOtherBanks().refuse(
      loanPayments.completeLoanPayment,
      'FromExternalAccountId',
      'loans.refusals.notOtherBankAccount',
      422,
    );
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await payFromOtherBank('OP');
    await screen.findByLabelText('Tili toisessa pankissa');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hyväksy maksu' }));
    const account = await screen.findByLabelText('Tili toisessa pankissa');
    expect(account).toHaveAccessibleDescription('Virhe: Valitse oma tilisi toisessa pankissa.');
    expect(screen.getByRole('radio', { name: /OP/ })).toBeChecked();
  });

  it('says the bank’s accounts could not be loaded, and loads them again when asked', async () => {
    const fake = aBorrowerWithOtherBanks().unreachable(loanPayments.loanPaymentAccounts);
    await renderPage(pageOf(LOAN.Id, NEXT.Id), fake);
    await payFromOtherBank('OP');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pankin tilien lataaminen epäonnistui.')).toBeVisible();
    fake.on(loanPayments.loanPaymentAccounts, [IN_OP]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByLabelText('Tili toisessa pankissa')).toHaveValue(IN_OP.Id);
  });

  it('pays a limit’s invoice only from an account here', async () => {
    await renderPage(
      `/bank/loans/limit/repayment?loanId=${LIMIT.Id}&installmentId=${INVOICE.Id}`,
      aBorrowerWithOtherBanks(),
    );
    expect(await screen.findByLabelText('Maksutili')).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Mistä maksat?' })).toBeNull();
  });
});
