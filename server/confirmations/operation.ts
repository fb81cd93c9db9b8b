import { z } from 'zod';
import type { ConfirmationType } from '../../api/call';
import type { Message } from '../../domain/errors/message';
import type { BankServices } from '../plugins/services';

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

/** What a prepared confirmation keeps in its flow. */
export const storedConfirmation = z.object({
  approval: z.object({
    key: z.templateLiteral([z.string(), '.', z.string()]),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  data: z.unknown(),
});
export type StoredConfirmation = { approval: Message; data: unknown };
