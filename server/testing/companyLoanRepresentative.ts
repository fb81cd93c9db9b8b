import { expect } from 'vitest';
import { createFinnishPersonalId } from '../../domain/identity/finnishPersonalId';
import type { TestBank } from './testBank';
import { InjectBrowser, demoUserIdOnPage } from './loginRoundTrip';

const API = '/api/loan-application';

/** Saariston Logistiikka Oy's two representatives, who sign together. */
export const KAISA = createFinnishPersonalId({ birthDate: '1982-04-19', individualNumber: 962 });
export const TIMO = createFinnishPersonalId({ birthDate: '1977-08-30', individualNumber: 937 });
export const KAISA_NAME = 'Kaisa Saaristo';
export const TIMO_NAME = 'Timo Aalto';

/** A company representative's browser on the company loan page: calls share its cookies. */
export class CompanyLoanRepresentative {
  readonly browser: InjectBrowser;

  constructor(readonly bank: TestBank) {
    this.browser = new InjectBrowser(bank.app);
  }

  call(name: string, json: Record<string, unknown> = {}) {
    return this.browser.request('POST', `${API}/${name}`, { api: true, json });
  }

  /**
   * Strong identification as the demo person `name`, to apply or (with `Id`) to sign; started by
   * `startCall`, the catalogue's first name of it or its other (`company-tupas-start`).
   */
  async identifyAs(name: string, Id?: string, startCall = 'company-sign-login-start') {
    const start = await this.call(startCall, Id ? { Id } : {});
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

  /** Accepts the terms and signs by strong identification; answers where the browser landed. */
  async sign(Id: string) {
    const confirm = await this.call('company-sign-confirm', { Id, TermsAccepted: true });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const start = await this.call('company-sign-ftn-start', {
      Id,
      SessionId: confirm.json().SessionId,
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
    return { approval: confirm.json().ApprovalText as string, path: done.path };
  }
}
