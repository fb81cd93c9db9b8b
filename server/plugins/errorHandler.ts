import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, type ErrorBody } from '../../domain/errors/errors';
import { MESSAGES } from '../../domain/errors/messages';

/** An answer to bad input or a refused operation, naming the field and why. */
export class BankError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return errorBody(this.field, this.message, this.statusCode);
  }
}

const REQUEST_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['body', 'Pyynnön sisältö ei ole kelvollista JSONia'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['body', 'Pyynnön sisältö puuttuu'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['body', 'Pyynnön sisältö on liian suuri'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['body', 'Pyynnön sisällön tyyppiä ei tueta'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['body', 'Pyynnön pituus on virheellinen'],
};

/** `/auth/nextUrl` → `auth.nextUrl`; the whole body → `body`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * Every error leaves as the spec's `{ ModelState, status }`. Bad input is a 4xx naming the field;
 * only a fault of the bank itself is a 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BankError) {
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldName(first.instancePath) : 'body';
      return reply.code(400).send(errorBody(field, first?.message ?? 'Virheellinen arvo'));
    }
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) {
      return reply
        .code(error.statusCode ?? 400)
        .send(errorBody(known[0], known[1], error.statusCode ?? 400));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(
          errorBody('rate_limit', 'Liian monta yritystä. Yritä hetken kuluttua uudelleen.', 429),
        );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(errorBody('request', error.message, error.statusCode));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('technical_error', MESSAGES.technical_error, 500));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        errorBody('path', `Tuntematon osoite: ${request.method} ${request.url.split('?')[0]}`, 404),
      );
  });
}
