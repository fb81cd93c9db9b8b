import type { FastifyBaseLogger } from 'fastify';
import type { BankServices } from '../plugins/services';
import type { AuthFlow } from '../services/authFlows';
import type { BankClient } from './bankClient';

export type IdentificationFailure =
  'identification_failed' | 'authentication_aborted' | 'customer_not_found';

/**
 * The broker's answer (`state`, `code` or `error`) to an identification that opens a session (a
 * login, a loan applicant's), for the browser that started it (`flowId`, from its flow cookie):
 * the flow, taken once, and the bank's user the person is, or why not.
 */
export async function identifiedUser(
  { flows, customers }: Pick<BankServices, 'flows' | 'customers'>,
  client: BankClient,
  {
    kind,
    flowId,
    answer,
    callback,
    log,
  }: {
    kind: string;
    flowId: string | undefined;
    answer: { state?: string; error?: string };
    callback: URL;
    log: FastifyBaseLogger;
  },
): Promise<
  | { flow: AuthFlow; user: NonNullable<Awaited<ReturnType<typeof customers.userById>>> }
  | { failed: IdentificationFailure }
> {
  const flow = await flows.take(answer.state ?? '', answer.error ? 'cancel' : 'ok');
  if (!flow || flow.kind !== kind || flowId !== flow.id) return { failed: 'identification_failed' };
  if (answer.error) return { failed: 'authentication_aborted' };
  let identity;
  try {
    identity = await client.complete(callback, flow);
  } catch (cause) {
    log.warn({ err: cause, kind }, 'identification failed');
    await flows.setStatus(flow.id, 'error');
    return { failed: 'identification_failed' };
  }
  const user = identity.personalId
    ? await customers.userByPersonalId(identity.personalId)
    : undefined;
  return user ? { flow, user } : { failed: 'customer_not_found' };
}
