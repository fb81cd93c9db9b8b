import type { FastifyInstance } from 'fastify';
import type { ConfirmationType } from '../../api/call';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { storedConfirmation } from './operation';

/** Which prepared confirmation to start, and where the browser goes after it. */
export interface ConfirmationStart {
  AuthId: string;
  type: ConfirmationType;
  nextUrl: string;
  errorUrl: string;
  cancelUrl: string;
}

/**
 * Starts the strong identification that confirms an operation the session prepared: the
 * identification page shows the approval's words. Answers where to send the browser.
 */
export function createConfirmationStart(app: FastifyInstance) {
  const { flows } = app.services;
  return async (session: BankSession, auth: ConfirmationStart, language: Language) => {
    const flow = await flows.findPending(auth.AuthId, session);
    if (!flow || flow.kind !== auth.type) {
      throw new BankError('auth.AuthId', 'errors.confirmation.notFound', 404);
    }
    const { approval } = storedConfirmation.parse(flow.payload);
    const identification = await app.identification.confirmation.authorizationRequest({
      bindingMessage: textOf(approval, language),
      loginHint: session.userId,
      uiLocales: language,
    });
    await flows.beginConfirmation(flow.id, {
      state: identification.state,
      nonce: identification.nonce,
      codeVerifier: identification.codeVerifier,
      nextUrl: auth.nextUrl,
      errorUrl: auth.errorUrl,
      cancelUrl: auth.cancelUrl,
    });
    return { IdentificationUrl: identification.url };
  };
}
