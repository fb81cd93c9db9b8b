import type { LightMyRequestResponse } from 'fastify';
import { createFinnishReference } from '../../domain/payments/reference';
import { bankDayIso } from '../services/bankDay';
import { carryOutConfirmed } from '../confirmations/registry';
import { createAuthFlowService } from '../services/authFlows';
import { otherBankIban } from '../seed/ibans';
import { newKey } from './money';
import type { TestBank } from './testBank';

/** A payee of another bank that the sandbox's payee directory knows. */
export const VIRTA_SAHKO = { name: 'Virta Sähkö Oy', iban: otherBankIban('sPankki', '7204118') };

export const today = () => bankDayIso(new Date());

/** A payment draft as the web bank sends it, in euros. */
export function draftFor(sourceAccountId: string, overrides: Record<string, unknown> = {}) {
  return {
    sourceAccountId,
    RecipientIban: VIRTA_SAHKO.iban,
    RecipientName: VIRTA_SAHKO.name,
    PaymentAmount: 12.5,
    DueDate: today(),
    ReferenceNumber: createFinnishReference('55120876'),
    payeeVerificationResult: 'Match',
    IdempotencyKey: newKey(),
    ...overrides,
  };
}

/** The body the web bank sends to start-authentication for a payment's strong confirmation. */
export function paymentConfirmationStart(authId: string, nextUrl: string) {
  return {
    auth: {
      nextUrl,
      errorUrl: '/bank/accounts/transfer?failed=1',
      cancelUrl: '/bank/accounts/transfer',
      AuthId: authId,
      type: 'SepaPayment',
    },
  };
}

/** What the confirmation callback does once the customer has identified: the operation runs. */
export async function confirmFlow(bank: TestBank, flowId: string) {
  const flows = createAuthFlowService(bank.database.db, () => new Date());
  // As the callback's take() does before it carries the operation out.
  await flows.setStatus(flowId, 'ok');
  const flow = await flows.findById(flowId);
  if (!flow) throw new Error(`No flow ${flowId}`);
  await carryOutConfirmed(bank.app.services, flow);
}

/** init → confirm → complete, the confirmation done directly by the confirmer. */
export async function pay(
  bank: TestBank,
  cookie: string,
  draft: Record<string, unknown>,
  calls = { init: '/api/bank/sepa-payment-init', complete: '/api/bank/sepa-payment-complete' },
): Promise<{ init: LightMyRequestResponse; complete: LightMyRequestResponse }> {
  const init = await bank.call({ url: calls.init, cookie, body: draft });
  if (init.statusCode !== 200) return { init, complete: init };
  await confirmFlow(bank, init.json().SessionId);
  const complete = await bank.call({
    url: calls.complete,
    cookie,
    body: { PaymentId: init.json().PaymentId },
  });
  return { init, complete };
}
