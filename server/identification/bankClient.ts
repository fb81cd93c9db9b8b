import * as oidc from 'openid-client';

export interface BankClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** For the in-process sandbox provider: answer its HTTP calls without a socket. */
  fetch?: oidc.CustomFetch;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface StrongIdentity {
  sub: string;
  personalId: string | undefined;
  acr: string | undefined;
}

/**
 * The bank's side of strong identification: an OpenID Connect confidential client using the
 * authorization code flow with PKCE, state and nonce. Any broker speaking OIDC fits.
 */
export function createBankClient(options: BankClientOptions) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        {
          execute: options.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
          [oidc.customFetch]: options.fetch,
        },
      )
      .then((config) => {
        if (options.fetch) config[oidc.customFetch] = options.fetch;
        return config;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    /**
     * The address that starts an identification. With `bindingMessage` (what is being
     * approved) and `loginHint` (who must approve), the request is pushed (PAR) so that
     * neither can be edited in the address bar. `uiLocales` asks the identification page to
     * speak the customer's language (OpenID Connect's `ui_locales`).
     */
    async authorizationRequest({
      bindingMessage,
      loginHint,
      uiLocales,
    }: {
      bindingMessage?: string;
      loginHint?: string;
      uiLocales?: string;
    } = {}): Promise<AuthorizationRequest> {
      const config = await discover();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const parameters: Record<string, string> = {
        redirect_uri: options.redirectUri,
        scope: 'openid profile hetu',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        acr_values: 'http://ftn.ficora.fi/2017/loa3',
        prompt: 'login',
      };
      if (bindingMessage) parameters.binding_message = bindingMessage;
      if (loginHint) parameters.login_hint = loginHint;
      if (uiLocales) parameters.ui_locales = uiLocales;
      const url =
        bindingMessage || loginHint
          ? await oidc.buildAuthorizationUrlWithPAR(config, parameters)
          : oidc.buildAuthorizationUrl(config, parameters);
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Redeems the code the browser brought back; throws when anything does not match. */
    async complete(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<StrongIdentity> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identification returned no ID token');
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        sub: claims.sub,
        personalId:
          typeof userInfo.personal_identity_code === 'string'
            ? userInfo.personal_identity_code
            : undefined,
        acr: typeof claims.acr === 'string' ? claims.acr : undefined,
      };
    },
  };
}

export type BankClient = ReturnType<typeof createBankClient>;
