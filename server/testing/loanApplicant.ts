import { expect } from 'vitest';
import type { TestBank } from './testBank';
import { InjectBrowser, demoUserIdOnPage } from './loginRoundTrip';

const API = '/api/loan-application';

/** The application form as the landing page sends it: 3 000 € in, 1 500 € out a month. */
export function applicationForm(overrides: Record<string, unknown> = {}) {
  return {
    Email: 'hakija@example.com',
    Phone: '+358 40 123 4567',
    StreetAddress: 'Hämeenkatu 21 C 14',
    PostalCode: '33200',
    City: 'Tampere',
    PurposeEnum: 'Renovation',
    MonthlyIncome: 3_000,
    MonthlyExpenses: 1_500,
    IsPoliticallyExposed: false,
    ActsOnOwnBehalf: true,
    ...overrides,
  };
}

/** An applicant's browser on the landing page: its calls share the browser's cookies. */
export class LoanApplicant {
  readonly browser: InjectBrowser;
  applicationId = '';

  constructor(readonly bank: TestBank) {
    this.browser = new InjectBrowser(bank.app);
  }

  call(name: string, json: Record<string, unknown> = {}) {
    return this.browser.request('POST', `${API}/${name}`, { api: true, json });
  }

  /** `init` with the calculator's choice. */
  async start(Amount = 12_000, InstallmentCount = 36) {
    const init = await this.call('init', { Amount, InstallmentCount });
    expect(init.statusCode).toBe(200);
    this.applicationId = init.json().applicationId;
    return init;
  }

  /** Strong identification as the demo person `name`, through the sandbox's real round trip. */
  async identifyAs(name: string) {
    const start = await this.call('start-identification', { applicationId: this.applicationId });
    expect(start.statusCode).toBe(200);
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

  /** Every call on the application itself names it by `Id`. */
  act(name: string, body: Record<string, unknown> = {}) {
    return this.call(name, { Id: this.applicationId, ...body });
  }

  /** init → identification → form → credit decision; answers the application after `offer`. */
  async decided(name: string, form = applicationForm(), Amount = 12_000, months = 36) {
    await this.start(Amount, months);
    await this.identifyAs(name);
    const saved = await this.act('onboarding-update', form);
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = await this.act('offer');
    expect(offer.statusCode, offer.body).toBe(200);
    return offer.json();
  }

  /**
   * Accepts the offer and signs it by strong identification, returning where the browser
   * landed afterwards.
   */
  async acceptAndSign() {
    const approve = await this.act('approve', { TermsAccepted: true });
    expect(approve.statusCode, approve.body).toBe(200);
    const nextUrl = `/bank/loans/application/${this.applicationId}/details`;
    const start = await this.browser.request('POST', '/api/auth/start-authentication', {
      api: true,
      json: {
        auth: {
          nextUrl,
          errorUrl: `${nextUrl}?failed=1`,
          cancelUrl: nextUrl,
          AuthId: approve.json().SessionId,
          type: 'LoanContract',
        },
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json().IdentificationUrl);
    const page = await this.browser.follow(
      await this.browser.request('GET', `${authorize.pathname}${authorize.search}`),
    );
    // The confirmation page offers only the person who must sign.
    const userId = page.response.body.match(/name="userId" value="([^"]+)"/)?.[1] ?? '';
    const uid = page.path.split('/').pop();
    const done = await this.browser.follow(
      await this.browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
    );
    return { approval: approve.json().ApprovalText as string, page: page.response.body, done };
  }
}
