import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentTypesOf,
  type Call,
  type CallInput,
  type CallOutput,
  type CallPolicy,
} from '../../api/call';
import type { MessageKey } from '../../domain/errors/message';
import { BankError } from '../bankError';
import { assertMayAct, assertMayActBesidesKyc } from '../services/actingRights';
import { assertBroker } from '../companyLoanApplication/brokers';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { sharedRateLimitStore } from './sharedRateLimitStore';

/** Who calls: a session for every call but the public ones, which may have one or not. */
export type SessionFor<C extends Call> = C['policy']['access'] extends 'public'
  ? BankSession | null
  : BankSession;

export interface CallContext<C extends Call> {
  input: CallInput<C>;
  session: SessionFor<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends Call> = (context: CallContext<C>) => Promise<CallOutput<C>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves one call of the catalogue with its own schemas and policy: access is enforced from
     * the declaration before the body is read; the request is validated and decoded (euros →
     * cents) before the handler, the answer encoded (cents → euros) after it.
     */
    serve<C extends Call>(call: C, handler: CallHandler<C>): void;
    /** The calls served (`POST /api/…`): the catalogue test proves every declared call is here. */
    servedCalls: Set<string>;
  }
}

const TYPE_REFUSALS: Record<NonNullable<CallPolicy['customerType']>, MessageKey> = {
  Person: 'errors.access.personsOnly',
  Company: 'errors.access.companiesOnly',
};

/** Refuses the call unless the session may make it; the refusal names the field `customer`. */
async function enforce(
  app: FastifyInstance,
  policy: CallPolicy,
  request: FastifyRequest,
): Promise<void> {
  if (policy.access === 'public') return;
  const session = await app.sessionOf(request, { touch: true });
  if (!session) throw new BankError('session', 'errors.session_timeout', 401);
  request.bankSession = session;
  if (policy.bankHandler && !app.config.SANDBOX_CLOCK) {
    throw new BankError('customer', 'errors.access.bankHandlerOnly', 403);
  }
  if (policy.customerType && session.customerType !== policy.customerType) {
    throw new BankError('customerType', TYPE_REFUSALS[policy.customerType], 403);
  }
  if (policy.access === 'view' && session.role === 'CardHolder') {
    throw new BankError('customer', 'errors.access.cardHolder', 403);
  }
  if (policy.access === 'act') assertMayAct(session, bankDay(app.now()));
  if (policy.access === 'renew') assertMayActBesidesKyc(session);
  if (policy.access === 'broker') await assertBroker(app.db, session);
}

/** The declared calls per minute: counted per session (or address, before login). */
const perMinuteLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.bankSession?.id ?? request.ip,
});

export const calls = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(app.db, () => app.now()),
    });
    app.decorate('servedCalls', new Set<string>());
    app.decorate('serve', function serve<
      C extends Call,
    >(this: FastifyInstance, call: C, handler: CallHandler<C>) {
      const { policy } = call;
      const [documentType] = documentTypesOf(policy);
      const document = documentType !== undefined;
      app.servedCalls.add(`${call.method} ${call.path}`);
      // In the scope of the slice that serves it: its own body parsers (a form's) apply.
      this.withTypeProvider<ZodTypeProvider>().route({
        method: call.method,
        url: call.path,
        schema: {
          ...(call.method === 'GET' ? { querystring: call.request } : { body: call.request }),
          ...(document ? {} : { response: { 200: call.response } }),
        },
        config: policy.perMinute ? { rateLimit: perMinuteLimit(policy.perMinute) } : {},
        onRequest: (request) => enforce(app, policy, request),
        handler: async (request, reply) => {
          const output = await handler({
            input: (call.method === 'GET' ? request.query : request.body) as CallInput<C>,
            session: request.bankSession as SessionFor<C>,
            request,
            reply,
          });
          if (!document) return output;
          // A handler of a call with several document types has set the one it drew.
          if (!reply.hasHeader('content-type')) reply.type(documentType);
          return reply.send(Buffer.from(output as Uint8Array));
        },
      });
    });
  },
  { name: 'calls', dependencies: ['sessions', 'services', 'language'] },
);
