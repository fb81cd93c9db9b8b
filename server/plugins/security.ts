import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { BankError } from '../bankError';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce, for scripts and styles alike. */
    cspNonce: string;
  }
}

const nonceOf = (req: IncomingMessage) =>
  `'nonce-${(req as IncomingMessage & { cspNonce: string }).cspNonce}'`;

/**
 * Security headers with a strict CSP: no inline script or style without this response's nonce.
 * styled-components reads the nonce from the page's `csp-nonce` meta tag.
 *
 * helmet's middleware is built once and run on every request (its nonce directives are read per
 * response). Not through @fastify/helmet: that plugin builds the middleware anew for every
 * request, a twentieth of the CPU of a small API answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  secure: boolean,
): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly may be compiled (the barcode tab's ZXing reader, from the bank's own build);
        // JavaScript's eval stays forbidden.
        scriptSrc: ["'self'", nonceOf, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", nonceOf],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The installable bank: its service worker (/sw.js) and manifest, from the bank only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = randomBytes(16).toString('base64');
    (request.raw as IncomingMessage & { cspNonce: string }).cspNonce = request.cspNonce;
    securityHeaders(request.raw, reply.raw as ServerResponse, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

/** The path the router matched (percent-decoded, normalised), or the raw path when none did. */
function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/**
 * CSRF defence, decided on the routed path (a percent-encoded `/%61pi/…` is routed as `/api/…`
 * and guarded as such): every call of the API (any method: a GET logout is guarded too) and every
 * other non-GET request must carry the web bank's header (a cross-site form or image cannot send
 * it), and when the browser says where the request comes from (Origin, Sec-Fetch-Site), it must
 * be this bank. The identification callbacks are top-level navigations protected by state and
 * PKCE instead; the sandbox provider's own forms (`/idp/…`) by its interaction cookies.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  publicOrigin: string,
  exempt: Set<string>,
): void {
  app.addHook('onRequest', async (request) => {
    const path = routedPath(request);
    const api = path.startsWith('/api/');
    const safeMethod = request.method === 'GET' || request.method === 'HEAD';
    if (exempt.has(path) || path.startsWith('/idp/') || (!api && safeMethod)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const crossSite =
      request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE ||
      (origin !== undefined && origin !== publicOrigin) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none');
    if (crossSite) throw new BankError('csrf', 'errors.request.crossSite', 403);
  });
}

/**
 * Nothing the bank answers is kept by a browser's or a proxy's cache unless its route says so
 * (the built assets, hashed, say a year): personal answers, errors and refusals included.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
