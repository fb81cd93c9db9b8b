import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

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
}

/** Level of assurance "high" as Finnish strong electronic identification (FTN) delivers it. */
export const STRONG_ACR = 'http://ftn.ficora.fi/2017/loa3';

async function signingKeys() {
  // An RS256 key first: default clients expect it; EC alone fails them.
  const rsa = await generateKeyPair('RS256', { extractable: true });
  const ec = await generateKeyPair('ES256', { extractable: true });
  return [
    { ...(await exportJWK(rsa.privateKey)), alg: 'RS256', use: 'sig', kid: 'sandbox-rs256' },
    { ...(await exportJWK(ec.privateKey)), alg: 'ES256', use: 'sig', kid: 'sandbox-es256' },
  ];
}

/**
 * The sandbox's own identification provider, standing in for a Finnish identification broker.
 * Its keys live for one process: a restart logs nobody out of the bank (the bank's sessions are
 * its own), it only ends identifications under way.
 */
export async function createSandboxProvider(options: SandboxProviderOptions): Promise<Provider> {
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
    jwks: { keys: await signingKeys() },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { secure: options.secureCookies, sameSite: 'lax' },
      short: { secure: options.secureCookies, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      rpInitiatedLogout: { enabled: false },
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
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="fi"><meta charset="utf-8"><title>Tunnistus epäonnistui</title><main><h1>Tunnistus epäonnistui</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/bank/login">Takaisin pankkiin</a></p></main></html>`;
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
