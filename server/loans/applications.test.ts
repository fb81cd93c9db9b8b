import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanApplicant } from '../testing/loanApplicant';
import { AINO, MIKKO, newKey } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The loans page's list of applications: every kind of the customer's, and only theirs. */

let bank: TestBank;
let aino: string;

beforeAll(async () => {
  bank = await startTestBank();
  aino = await bank.cookieFor(AINO);
});
afterAll(() => bank.close());

/** A call of the loans group as a demo customer (a cookie) or as an applicant who identified. */
const loansCall = (who: string | LoanApplicant, name: string, body: object = {}) =>
  typeof who === 'string'
    ? bank.call({ url: `/api/loans/${name}`, cookie: who, body })
    : who.browser.request('POST', `/api/loans/${name}`, { api: true, json: body });

const applicationsOf = async (who: string | LoanApplicant) => {
  const response = await loansCall(who, 'applications');
  expect(response.statusCode).toBe(200);
  return response.json() as { Id: string }[];
};

const ids = (applications: { Id: string }[]) => applications.map((a) => a.Id);

describe('loan applications', () => {
  it('lists a new customer’s landing-page application once they have identified', async () => {
    const ville = new LoanApplicant(bank);
    await ville.decided('Ville Uusitalo');
    expect(await applicationsOf(ville)).toEqual([
      {
        Id: ville.applicationId,
        Status: 'WaitingForApproval',
        PurposeEnum: 'Renovation',
        IsTopUpLoan: false,
        LoanId: null,
        Amount: 12_000,
        InstallmentCount: 36,
        TopUpIncreaseAmount: null,
        ApprovedAmount: 12_000,
        CreatedAt: expect.any(String),
      },
    ]);
    expect(ids(await applicationsOf(aino))).not.toContain(ville.applicationId);
    expect(ids(await applicationsOf(await bank.cookieFor(MIKKO)))).not.toContain(
      ville.applicationId,
    );
  });

  it('lists a customer’s new loan and top-up together, newest first, and to no one else', async () => {
    // An existing customer applies on the landing page: identifying logs them in there.
    const mikko = new LoanApplicant(bank);
    await mikko.decided('Mikko Korhonen', undefined, 5_000, 24);
    const summary = await loansCall(mikko, 'summary');
    const loan = (summary.json() as { Id: string; TopUpAllowed: boolean }[]).find(
      (candidate) => candidate.TopUpAllowed,
    )!;
    const topUp = await loansCall(mikko, 'application-from-loan', {
      LoanId: loan.Id,
      TopUpIncreaseAmount: 2000,
      InstallmentCount: 36,
      PurposeEnum: 'Transportation',
      TermsAccepted: true,
      IdempotencyKey: newKey(),
    });
    expect(topUp.statusCode, topUp.body).toBe(200);

    const listed = await applicationsOf(mikko);
    expect(ids(listed)).toEqual([topUp.json().Id, mikko.applicationId]);
    expect(listed[1]).toMatchObject({ IsTopUpLoan: false, Amount: 5_000, InstallmentCount: 24 });
    expect(listed[0]).toMatchObject({ IsTopUpLoan: true, LoanId: loan.Id });
    expect(await applicationsOf(aino)).toEqual([]);
  });

  it('lists nothing before the applicant has identified', async () => {
    const stranger = new LoanApplicant(bank);
    await stranger.start();
    expect(ids(await applicationsOf(aino))).not.toContain(stranger.applicationId);
    expect(ids(await applicationsOf(await bank.cookieFor(MIKKO)))).not.toContain(
      stranger.applicationId,
    );
  });
});
