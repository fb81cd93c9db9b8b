import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '../../domain/errors/errors';
import type { MessageKey } from '../../domain/errors/message';
import { BankError } from '../bankError';
import { textOf } from '../texts';

const REQUEST_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.request.emptyBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.request.invalidContentLength',
};

/** `/auth/nextUrl` → `auth.nextUrl`; the whole body → `body`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * Every error leaves as the spec's `{ ModelState, status }`, its text in the customer's
 * language. Bad input is a 4xx naming the field; only a fault of the bank itself is a 500, and
 * its details stay in the log.
 */
export const errors = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = (field: string, text: Parameters<typeof textOf>[0], status: number) =>
        reply.code(status).send(errorBody(field, textOf(text, request.language), status));
      if (error instanceof BankError) {
        return answer(error.field, error.reason, error.statusCode);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field = first ? fieldName(first.instancePath) : 'body';
        return answer(field, first?.message ?? 'errors.validation.invalid', 400);
      }
      const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
      if (known) return answer('body', { key: known }, error.statusCode ?? 400);
      if (error.statusCode === 429) {
        return answer('rate_limit', { key: 'errors.request.tooMany' }, 429);
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return answer('request', { key: 'errors.request.refused' }, error.statusCode);
      }
      request.log.error({ err: error }, 'unexpected error');
      return answer('technical_error', { key: 'errors.technical' }, 500);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      reply
        .code(404)
        .send(
          errorBody(
            'path',
            textOf(
              { key: 'errors.request.unknownPath', values: { method: request.method, path } },
              request.language,
            ),
            404,
          ),
        );
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
