import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomFetch } from 'openid-client';
import { createBankClient, type BankClient } from '../identification/bankClient';
import { databaseAdapter, providerKeys } from '../identification/providerStore';
import { mountSandboxProvider } from '../identification/routes';
import { createSandboxProvider } from '../identification/sandboxProvider';

/** Where the identification broker sends the browser back after a login. */
export const LOGIN_CALLBACK_PATH = '/api/auth/ftnlogincomplete';
/** … and after the strong confirmation of an operation. */
export const CONFIRMATION_CALLBACK_PATH = '/api/auth/authentication-complete';
/** … and after a loan applicant's identification on the landing page. */
export const APPLICATION_CALLBACK_PATH = '/api/loan-application/complete-identification';
/** … and after a credit card applicant's identification. */
export const CARD_APPLICATION_CALLBACK_PATH = '/api/cards/onboarding-tupas-complete';
/** … and after a customer's identification for a third-party provider's request (open banking). */
export const OPEN_BANKING_CALLBACK_PATH = '/api/auth/open-banking-auth-complete';
/** … and after a company representative's identification for the company's onboarding. */
export const COMPANY_ONBOARDING_CALLBACK_PATH = '/api/auth/company-tupas-complete';
/** … and after the identification of a person who registers as a customer. */
export const REGISTRATION_CALLBACK_PATH = '/api/auth/registration-tupas-complete';
/** … and after a company representative's identification to apply for or sign a company loan. */
export const COMPANY_LOAN_CALLBACK_PATH = '/api/loan-application/company-login-complete';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank's OpenID Connect clients: logins, confirmations, loan and card applicants. */
    identification: {
      login: BankClient;
      confirmation: BankClient;
      application: BankClient;
      cardApplication: BankClient;
      openBanking: BankClient;
      companyOnboarding: BankClient;
      registration: BankClient;
      companyLoan: BankClient;
    };
  }
}

/**
 * Strong identification over OpenID Connect. Without `OIDC_ISSUER` the sandbox runs its own
 * provider under /idp, listing the demo customers; the bank reaches it in-process.
 */
export const identification = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const sandbox = !config.OIDC_ISSUER;
    const clientSecret = config.OIDC_CLIENT_SECRET ?? randomBytes(24).toString('base64url');
    const issuer = config.OIDC_ISSUER ?? `${config.PUBLIC_URL}/idp`;
    const redirectUri = (path: string) => `${config.PUBLIC_URL}${path}`;

    if (sandbox) {
      const { customers } = app.services;
      const provider = await createSandboxProvider({
        issuer,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret,
        redirectUris: [
          LOGIN_CALLBACK_PATH,
          CONFIRMATION_CALLBACK_PATH,
          APPLICATION_CALLBACK_PATH,
          CARD_APPLICATION_CALLBACK_PATH,
          OPEN_BANKING_CALLBACK_PATH,
          COMPANY_ONBOARDING_CALLBACK_PATH,
          REGISTRATION_CALLBACK_PATH,
          COMPANY_LOAN_CALLBACK_PATH,
        ].map(redirectUri),
        secureCookies: config.COOKIE_SECURE,
        adapter: databaseAdapter(app.db),
        keys: await providerKeys(app.db),
        async findIdentity(sub) {
          const user = await customers.userById(sub);
          return user
            ? {
                sub,
                name: `${user.firstName} ${user.lastName}`,
                givenName: user.firstName,
                familyName: user.lastName,
                personalId: user.personalId,
              }
            : null;
        },
      });
      await mountSandboxProvider(app, {
        provider,
        demoPeople: () => customers.demoPeople(),
      });
    }

    // The bank talks to its own in-process provider without a socket.
    const inProcessFetch: CustomFetch = async (url, options) => {
      const target = new URL(url);
      const response = await app.inject({
        method: options.method as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        // The provider derives its endpoints' addresses from the request's host and scheme.
        headers: {
          ...Object.fromEntries(new Headers(options.headers as HeadersInit).entries()),
          host: target.host,
          'x-forwarded-proto': target.protocol.slice(0, -1),
        },
        payload:
          typeof options.body === 'string'
            ? options.body
            : options.body
              ? String(options.body)
              : undefined,
      });
      return new Response(
        response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null,
        {
          status: response.statusCode,
          headers: Object.entries(response.headers).flatMap(([name, value]) =>
            value === undefined
              ? []
              : (Array.isArray(value) ? value : [String(value)]).map(
                  (v) => [name, v] as [string, string],
                ),
          ),
        },
      );
    };
    const client = (path: string) =>
      createBankClient({
        issuer,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret,
        redirectUri: redirectUri(path),
        fetch: sandbox ? inProcessFetch : undefined,
      });
    app.decorate('identification', {
      login: client(LOGIN_CALLBACK_PATH),
      confirmation: client(CONFIRMATION_CALLBACK_PATH),
      application: client(APPLICATION_CALLBACK_PATH),
      cardApplication: client(CARD_APPLICATION_CALLBACK_PATH),
      openBanking: client(OPEN_BANKING_CALLBACK_PATH),
      companyOnboarding: client(COMPANY_ONBOARDING_CALLBACK_PATH),
      registration: client(REGISTRATION_CALLBACK_PATH),
      companyLoan: client(COMPANY_LOAN_CALLBACK_PATH),
    });
  },
  { name: 'identification', dependencies: ['services'] },
);
