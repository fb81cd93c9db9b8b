import Provider, { type Adapter, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createI18n } from '../../i18n';
import { languageOf } from '../plugins/language';

export interface SandboxIdentity {
  /** The OpenID subject: the user's id in the bank. */
  sub: string;
  name: string;
  givenName: string;
  familyName: string;
  /** Henkilötunnus, as Finnish identification brokers deliver it. */
  personalId: string;
}

export interface SandboxProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  findIdentity(sub: string): Promise<SandboxIdentity | null>;
  /** Cookies of the provider are Secure only behind HTTPS (Secure over http fails on loopback). */
  secureCookies: boolean;
  /** Where the provider keeps its state (server/identification/providerStore.ts). */
  adapter: new (model: string) => Adapter;
  keys: { jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] };
}

/** Level of assurance "high" as Finnish strong electronic identification (FTN) delivers it. */
export const STRONG_ACR = 'http://ftn.ficora.fi/2017/loa3';

/** The sandbox's own identification provider, standing in for a Finnish identification broker. */
export async function createSandboxProvider(options: SandboxProviderOptions): Promise<Provider> {
  const texts = createI18n();
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    adapter: options.adapter,
    jwks: options.keys.jwks as Configuration['jwks'],
    cookies: {
      keys: options.keys.cookieKeys,
      long: { secure: options.secureCookies, sameSite: 'lax' },
      short: { secure: options.secureCookies, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      // When another person identifies in the same browser, the provider ends the earlier
      // person's provider session first, through its end-session endpoint.
      rpInitiatedLogout: { enabled: true },
    },
    acrValues: [STRONG_ACR],
    claims: {
      openid: ['sub', 'acr', 'amr'],
      profile: ['name', 'given_name', 'family_name'],
      hetu: ['personal_identity_code'],
    },
    scopes: ['openid', 'profile', 'hetu'],
    // What the customer approves travels by PAR, where it cannot be edited in the address bar.
    extraParams: ['binding_message'],
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    ttl: {
      Interaction: 10 * 60,
      Session: 10 * 60,
      Grant: 10 * 60,
      AuthorizationCode: 60,
      AccessToken: 60,
      IdToken: 60,
      PushedAuthorizationRequest: 60,
    },
    async findAccount(_ctx, sub) {
      const identity = await options.findIdentity(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: identity.name,
            given_name: identity.givenName,
            family_name: identity.familyName,
            personal_identity_code: identity.personalId,
          };
        },
      };
    },
    async renderError(ctx, out) {
      const language = languageOf(ctx.get('accept-language'));
      const t = texts.getFixedT(language);
      const title = escapeHtml(t('sandbox.failedTitle'));
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${title}</title><main><h1>${title}</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/bank/login">${escapeHtml(t('sandbox.backToBank'))}</a></p></main></html>`;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  return provider;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
