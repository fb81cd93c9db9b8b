import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { createI18n, isLanguage, type Language } from '../../i18n';
import { confirmationPage, expiredPage, loginPage, type DemoPerson } from './interactionPage';
import { STRONG_ACR } from './sandboxProvider';

export interface IdentificationPagesOptions {
  provider: Provider;
  demoPeople(): Promise<DemoPerson[]>;
}

const IDP_PREFIX = '/idp';

/** The first of the bank's languages the bank asked for (`ui_locales`), else the browser's. */
function pageLanguage(uiLocales: unknown, request: { language: Language }): Language {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').find(isLanguage) : undefined;
  return asked ?? request.language;
}

/**
 * Mounts the sandbox identification provider under /idp. The provider is a Koa app: it gets the
 * raw request with the prefix stripped, in a scope without Fastify's body parsers (its token and
 * PAR endpoints read the body themselves).
 */
export async function mountSandboxProvider(
  app: FastifyInstance,
  { provider, demoPeople }: IdentificationPagesOptions,
) {
  const callback = provider.callback();
  const texts = createI18n();
  const partsOf = (request: { cspNonce: string; params: { uid: string } }, language: Language) => ({
    t: texts.getFixedT(language),
    language,
    nonce: request.cspNonce,
    uid: request.params.uid,
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (
      request: { raw: IncomingMessage & { originalUrl?: string } },
      reply: { hijack(): void; raw: ServerResponse },
    ) => {
      reply.hijack();
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(IDP_PREFIX.length) || '/';
      callback(raw, reply.raw);
    };
    // Static routes win over this wildcard, so /idp/interaction/* stays ours.
    scope.all('/idp/*', (request, reply) => forward(request, reply));
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { uid: string } }>('/idp/interaction/:uid', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      let details;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply.code(400).send(expiredPage(partsOf(request, request.language)));
      }
      const parts = partsOf(request, pageLanguage(details.params.ui_locales, request));
      const people = await demoPeople();
      const hint =
        typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      const approval =
        typeof details.params.binding_message === 'string'
          ? details.params.binding_message
          : undefined;
      const person = hint ? people.find((candidate) => candidate.userId === hint) : undefined;
      if (hint && person && approval) return reply.send(confirmationPage(parts, person, approval));
      return reply.send(loginPage(parts, people));
    });

    /** The provider's page for an interaction that has run out (or never was). */
    const expired = (request: { cspNonce: string; params: { uid: string }; language: Language }) =>
      expiredPage(partsOf(request, request.language));

    /**
     * Hands the interaction's outcome to the provider, which answers the browser itself. Every
     * path answers: a provider that fails after taking over the reply still ends the response.
     */
    async function finish(
      request: { raw: IncomingMessage },
      reply: { hijack(): void; raw: ServerResponse },
      result: Parameters<Provider['interactionFinished']>[2],
    ) {
      reply.hijack();
      try {
        await provider.interactionFinished(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
      } catch {
        if (!reply.raw.headersSent) reply.raw.writeHead(400, { 'content-type': 'text/plain' });
        reply.raw.end();
      }
    }

    scope.post<{ Params: { uid: string }; Body: { userId?: string } }>(
      '/idp/interaction/:uid/identify',
      async (request, reply) => {
        await app.countIdentificationAttempt(request);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        let details;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return reply.code(400).send(expired(request));
        }
        const userId = request.body?.userId ?? '';
        const hint =
          typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        const known = (await demoPeople()).some((person) => person.userId === userId);
        if (!known || (hint !== undefined && hint !== userId)) {
          return reply.code(400).send(expired(request));
        }
        const grant = new provider.Grant({
          accountId: userId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await finish(request, reply, {
          login: { accountId: userId, acr: STRONG_ACR, amr: ['ftn'] },
          consent: { grantId },
        });
      },
    );

    scope.post<{ Params: { uid: string } }>(
      '/idp/interaction/:uid/cancel',
      async (request, reply) => {
        try {
          await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(expired(request));
        }
        await finish(request, reply, {
          error: 'access_denied',
          error_description: 'identification cancelled',
        });
      },
    );
  });
}
