import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE } from '../../api/languageCookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The customer's language for the bank's messages: the one they chose in the web bank (its
     * cookie, sent with every request, pages included), else the browser's `Accept-Language`.
     */
    language: Language;
  }
}

/** The first of the bank's languages in an `Accept-Language` header, by weight; else Finnish. */
export function languageOf(header: string | undefined): Language {
  const choices = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0], weight: weight ? Number(weight) : 1 };
    })
    .filter((choice) => choice.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return choices.map((choice) => choice.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export const language = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const chosen = request.cookies[LANGUAGE_COOKIE];
      request.language = isLanguage(chosen)
        ? chosen
        : languageOf(request.headers['accept-language']);
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
