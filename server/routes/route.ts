import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Call, CallInput, CallOutput } from '../../api/call';
import type { BankSession } from '../services/sessions';

export interface CallContext<C extends Call> {
  input: CallInput<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Serves one call of the catalogue with its own schemas: the request is validated and decoded
 * (euros → cents) before the handler, the answer encoded (cents → euros) after it.
 */
export function serveCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<CallOutput<C>>,
  options: {
    /** Runs first, before the body is read: who is calling (see requireSession). */
    authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** Per-route settings of plugins, e.g. `{ rateLimit: { max, timeWindow } }`. */
    routeConfig?: Record<string, unknown>;
  } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.method === 'GET' ? { querystring: call.request } : { body: call.request }),
      response: { 200: call.response },
    },
    onRequest: options.authenticate,
    config: options.routeConfig,
    handler: async (request, reply) =>
      handler({
        input: (call.method === 'GET' ? request.query : request.body) as CallInput<C>,
        request,
        reply,
      }),
  });
}

/** The session requireSession put on the request; a route without one is a programming error. */
export function sessionOf(request: FastifyRequest): BankSession {
  if (!request.bankSession) throw new Error('This call needs requireSession to authenticate');
  return request.bankSession;
}
