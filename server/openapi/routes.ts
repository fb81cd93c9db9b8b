import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../api/catalogue';
import { SANDBOX_CLOCK_CALLS } from '../../api/sandboxClock';
import { SANDBOX_OUTBOX_CALLS } from '../../api/sandboxOutbox';
import { contractDocument } from './document';
import { referencePage } from './reference';

/**
 * Where the contract is published. A partner opens these in a browser or a tool, without the
 * API's CSRF header: they are public, read-only and the same for everyone, so the CSRF guard
 * lets them through. They are not calls of the catalogue, which lists only the bank's own.
 */
export const CONTRACT_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/reference';

/** The contract as OpenAPI 3.1 and as a page to read, both from the calls the bank serves. */
export async function contractSlice(app: FastifyInstance) {
  const served = app.config.SANDBOX_CLOCK
    ? [...CATALOGUE, ...SANDBOX_CLOCK_CALLS, ...SANDBOX_OUTBOX_CALLS]
    : CATALOGUE;
  // Made at its first request: most banks (each test's) never publish it.
  let made: { document: ReturnType<typeof contractDocument>; json: string } | undefined;
  const contract = () => {
    if (!made) {
      const document = contractDocument(served, app.config.PUBLIC_URL);
      made = { document, json: JSON.stringify(document) };
    }
    return made;
  };

  app.get(CONTRACT_PATH, (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      // Public and free of credentials: a partner's viewer on another site may load it.
      .header('access-control-allow-origin', '*')
      .send(contract().json),
  );

  app.get(REFERENCE_PATH, (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      // The page carries this response's CSP nonce: a shared copy would hand one nonce to all.
      .header('cache-control', 'no-store')
      .send(referencePage(contract().document, request.cspNonce)),
  );
}
