import { z } from 'zod';
import type { ConfirmationType } from '../api/call';
import type { Message } from '../domain/errors/message';
import { sepaPayment, futurePaymentEdit } from './payments/operations';
import type { BankServices } from './plugins/services';
import type { AuthFlow } from './services/authFlows';

/** Whose operation it is: the person who must confirm it, for which customer. */
export interface OperationOwner {
  flowId: string;
  userId: string;
  customerId: string;
}

/**
 * An operation a customer confirms by strong identification. Its init call stores exactly what
 * will be approved (the payload, and the words of the approval shown on the identification
 * page); when the identification returns confirmed, `carryOut` does exactly that, once: the flow
 * is taken in one statement, so a replayed return finds nothing.
 */
export interface ConfirmedOperation<Payload> {
  type: ConfirmationType;
  /** What init stored, read back with this schema when the confirmation returns. */
  payload: z.ZodType<Payload>;
  /** Carries out the approved operation; throws BankError to refuse it. */
  carryOut(services: BankServices, owner: OperationOwner, payload: Payload): Promise<void>;
}

export const defineConfirmedOperation = <Payload>(operation: ConfirmedOperation<Payload>) =>
  operation;

/** Every confirmable operation, by type: a type without its operation does not compile. */
const OPERATIONS: { [T in ConfirmationType]: ConfirmedOperation<never> } = {
  SepaPayment: sepaPayment as ConfirmedOperation<never>,
  FuturePaymentEdit: futurePaymentEdit as ConfirmedOperation<never>,
};

/** What a prepared confirmation keeps in its flow. */
export const storedConfirmation = z.object({
  approval: z.object({
    key: z.templateLiteral([z.string(), '.', z.string()]),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  data: z.unknown(),
});
export type StoredConfirmation = { approval: Message; data: unknown };

/** Carries out the operation a confirmed flow holds. */
export async function carryOutConfirmed(services: BankServices, flow: AuthFlow): Promise<void> {
  const operation = OPERATIONS[flow.kind as ConfirmationType] as
    ConfirmedOperation<unknown> | undefined;
  if (!operation || !flow.userId || !flow.customerId) {
    throw new Error(`Flow ${flow.id} holds no operation to confirm`);
  }
  const { data } = storedConfirmation.parse(flow.payload);
  await operation.carryOut(
    services,
    { flowId: flow.id, userId: flow.userId, customerId: flow.customerId },
    operation.payload.parse(data),
  );
}
