import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../db/schema';
import { InjectBrowser, demoUserIdOnPage } from './loginRoundTrip';
import type { TestBank } from './testBank';

const API = '/api/auth';

/** The 4-digit code of the latest SMS to `phone` in the sandbox's outbox. */
export async function latestCode(bank: TestBank, phone: string): Promise<string> {
  const [sms] = await bank.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, phone))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = sms?.body.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`No code sent to ${phone}`);
  return code;
}

/** A company representative's browser on the onboarding page: its calls share its cookies. */
export class CompanyRepresentative {
  readonly browser: InjectBrowser;

  constructor(readonly bank: TestBank) {
    this.browser = new InjectBrowser(bank.app);
  }

  call(name: string, json: Record<string, unknown> = {}) {
    return this.browser.request('POST', `${API}/${name}`, { api: true, json });
  }

  /** Strong identification as the demo person `name`; answers the page it returned to. */
  async identifyAs(name: string): Promise<string> {
    const start = await this.call('company-tupas-start');
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json().IdentificationUrl);
    const page = await this.browser.follow(
      await this.browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    const userId = demoUserIdOnPage(page.response.body, name);
    const uid = page.path.split('/').pop();
    const done = await this.browser.follow(
      await this.browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    return done.path;
  }
}

/** A session cookie's calls to the onboarding: the onboarding under way, its phone verified. */
export async function onboardingWithPhone(
  bank: TestBank,
  cookie: string,
  phone = { CountryCode: '+358', Number: '401234567' },
): Promise<string> {
  const call = (name: string, body: Record<string, unknown> = {}) =>
    bank.call({ url: `${API}/${name}`, cookie, body });
  const { Id } = (await call('company-onboarding')).json();
  const sent = await call('company-sms-verification-start', { Id, ...phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(bank, `${phone.CountryCode}${phone.Number}`);
  const verified = await call('company-sms-verification-complete', {
    Id,
    VerificationId: sent.json().VerificationId,
    Code: code,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return Id;
}
