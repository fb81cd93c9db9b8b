import { afterAll, describe, expect, it } from 'vitest';
import { AINO, MIKKO } from '../testing/money';
import { startTestBank, type TestBank } from '../testing/testBank';

/** The sandbox's outbox call: a journey reads its SMS codes; no other bank has it. */

const OUTBOX = '/api/bank/sandbox-outbox';
const banks: TestBank[] = [];
afterAll(() => Promise.all(banks.map((bank) => bank.close())));

const started = async (config: Record<string, string> = {}) => {
  const bank = await startTestBank(config);
  banks.push(bank);
  return bank;
};

describe('the sandbox outbox', () => {
  it('is an unknown address in a bank without SANDBOX_CLOCK', async () => {
    const bank = await started();
    const response = await bank.call({
      method: 'GET',
      url: OUTBOX,
      cookie: await bank.cookieFor(AINO),
    });
    expect(response.statusCode).toBe(404);
  });

  it('shows a sandbox’s customer her own messages only, newest first', async () => {
    const bank = await started({ SANDBOX_CLOCK: 'true' });
    expect((await bank.call({ method: 'GET', url: OUTBOX })).statusCode).toBe(401);
    const aino = await bank.cookieFor(AINO);
    await bank.call({
      url: '/api/bank/updatephonenumber_start',
      cookie: aino,
      body: { CountryCode: '+358', Number: '0401112233' },
    });
    const [latest] = (await bank.call({ method: 'GET', url: OUTBOX, cookie: aino })).json();
    expect(latest).toMatchObject({ Channel: 'sms', Recipient: '+358401112233' });
    expect(latest.Body).toMatch(/Vahvistuskoodisi on \d{4}\./);
    const mikko = await bank.cookieFor(MIKKO);
    const his = (await bank.call({ method: 'GET', url: OUTBOX, cookie: mikko })).json();
    expect(his.map((message: { Recipient: string }) => message.Recipient)).not.toContain(
      '+358401112233',
    );
  });
});
