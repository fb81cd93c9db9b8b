import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';

/** What a browser reads of an answer. */
export type BrowserAnswer = Pick<
  LightMyRequestResponse,
  'statusCode' | 'headers' | 'body' | 'cookies' | 'json'
>;

/** What answers the browser's requests: the app's `inject`, or replicas over HTTP. */
export interface Injector {
  inject(options: InjectOptions): Promise<BrowserAnswer>;
}

/** A browser's cookie jar over `app.inject`, following redirects as a browser does. */
export class InjectBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: Injector) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(response: BrowserAnswer) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: {
      form?: Record<string, string>;
      api?: boolean;
      /** An API call's body (with `api`); `{}` when none is given. */
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...options.headers,
        cookie: this.cookieHeader,
        ...(options.api
          ? { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' }
          : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: options.form
        ? new URLSearchParams(options.form).toString()
        : options.api && method === 'POST'
          ? JSON.stringify(options.json ?? {})
          : undefined,
    });
    this.remember(response);
    return response;
  }

  /**
   * Follows redirects within the bank, and the provider's self-submitting forms as a browser's
   * script would; returns the last response and the path it ended on.
   */
  async follow(response: BrowserAnswer): Promise<{ response: BrowserAnswer; path: string }> {
    let current = response;
    let path = '';
    for (let hops = 0; hops < 12; hops++) {
      const form = selfSubmittingForm(current);
      if (form) {
        current = await this.request('POST', form.action, { form: form.fields });
        continue;
      }
      if (current.statusCode < 300 || current.statusCode >= 400) break;
      const location = new URL(String(current.headers.location), 'http://127.0.0.1:8080');
      path = `${location.pathname}${location.search}`;
      if (!location.pathname.startsWith('/api') && !location.pathname.startsWith('/idp')) break;
      current = await this.request('GET', path);
    }
    return { response: current, path };
  }
}

/** oidc-provider's form_post page (e.g. ending an earlier person's provider session). */
function selfSubmittingForm(response: BrowserAnswer) {
  if (
    response.statusCode !== 200 ||
    !response.body.includes('<title>Submitting Callback</title>')
  ) {
    return null;
  }
  const action = new URL(
    response.body.match(/<form method="post" action="([^"]+)"/)?.[1] ?? '',
    'http://127.0.0.1:8080',
  );
  const fields = Object.fromEntries(
    [...response.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );
  return { action: `${action.pathname}${action.search}`, fields };
}

/** The identification page's button for `name`: the user id its form posts. */
export function demoUserIdOnPage(html: string, name: string): string {
  const form = html.split('<form').find((part) => part.includes(name));
  const match = form?.match(/name="userId" value="([^"]+)"/);
  if (!match?.[1]) throw new Error(`No identification button for ${name}`);
  return match[1];
}

/** Logs a demo person in through the real OpenID Connect round trip of the sandbox. */
export async function identifyAs(browser: InjectBrowser, name: string): Promise<string> {
  const start = await browser.request('POST', '/api/auth/ftnloginstart', { api: true });
  const { IdentificationUrl } = start.json() as { IdentificationUrl: string };
  const authorize = new URL(IdentificationUrl);
  const toPage = await browser.follow(
    await browser.request('GET', `${authorize.pathname}${authorize.search}`),
  );
  const userId = demoUserIdOnPage(toPage.response.body, name);
  const uid = toPage.path.split('/').pop();
  const done = await browser.follow(
    await browser.request('POST', `/idp/interaction/${uid}/identify`, { form: { userId } }),
  );
  return done.path;
}
