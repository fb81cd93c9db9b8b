import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_VALID_DAYS } from '../../domain/loans/applicationStatus';
import { consumerLoanApplications } from '../db/schema';
import { movableClock } from '../testing/clock';
import { LoanApplicant } from '../testing/loanApplicant';
import { startTestBank, type TestBank } from '../testing/testBank';

const clock = movableClock();
let bank: TestBank;

beforeAll(async () => {
  bank = await startTestBank({}, { now: clock.now });
});
afterAll(() => bank.close());

describe('an offer left unsigned', () => {
  it(`expires ${OFFER_VALID_DAYS} days after the decision and can no longer be signed`, async () => {
    const aino = new LoanApplicant(bank);
    await aino.decided('Aino Virtanen');
    expect((await aino.act('approve', { TermsAccepted: true })).statusCode).toBe(200);

    clock.advanceSeconds((OFFER_VALID_DAYS - 1) * 24 * 3600);
    const dayBefore = await bank.cookieFor('140388-9028');
    const waiting = await bank.call({
      url: '/api/loan-application/fetch',
      cookie: dayBefore,
      body: { id: aino.applicationId },
    });
    expect(waiting.json().Status).toBe('WaitingForAllocationOrConfirmation');

    clock.advanceSeconds(24 * 3600);
    const cookie = await bank.cookieFor('140388-9028');
    const expired = await bank.call({
      url: '/api/loan-application/fetch',
      cookie,
      body: { id: aino.applicationId },
    });
    expect(expired.json().Status).toBe('Expired');
    const [row] = await bank.database.db
      .select()
      .from(consumerLoanApplications)
      .where(eq(consumerLoanApplications.id, aino.applicationId));
    const signing = bank.app.services.loanApplications.sign(
      { flowId: '', customerId: row!.customerId!, userId: row!.userId! },
      aino.applicationId,
    );
    await expect(signing).rejects.toMatchObject({ statusCode: 409 });
    const again = await bank.call({
      url: '/api/loan-application/approve',
      cookie,
      body: { Id: aino.applicationId, TermsAccepted: true },
    });
    expect(again.statusCode).toBe(409);
  });
});
