import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The placeholder Vite writes where each response's CSP nonce goes (`html.cspNonce`). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Where the page tells the app the configured brand (`<meta name="bank-brand">`). */
export const BRAND_PLACEHOLDER = '__BRAND__';

/**
 * Serves the built web bank: hashed assets with a long cache, and for every page of the app its
 * HTML with this response's nonce (never cached, as the nonce is new each time).
 */
export async function serveWebBank(
  app: FastifyInstance,
  webRoot: string,
  brand: string,
): Promise<void> {
  // Pages that exist in the built app as prerendered HTML, painted before any script runs.
  const prerendered: Record<string, string> = { '/bank/login': `login-${brand}.html` };
  const pages = new Map<string, string>();
  const page = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) {
      const path = join(webRoot, file);
      html = existsSync(path)
        ? readFileSync(path, 'utf8')
        : readFileSync(join(webRoot, 'index.html'), 'utf8');
      pages.set(file, html);
    }
    return html;
  };

  await app.register(fastifyStatic, {
    root: join(webRoot, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The build writes .br and .gz copies; the browser gets the smallest it accepts.
    preCompressed: true,
  });

  await app.register(compress, { global: false, encodings: ['br', 'gzip'] });

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const html = page(prerendered[path] ?? 'index.html')
      .replaceAll(NONCE_PLACEHOLDER, request.cspNonce)
      .replace(BRAND_PLACEHOLDER, brand);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .compress(html);
  };

  app.get('/', (_request, reply) => reply.redirect('/bank/home', 302));
  for (const prefix of ['/bank', '/landing']) {
    app.get(prefix, sendPage);
    app.get(`${prefix}/*`, sendPage);
  }
  for (const file of ['favicon.svg', 'robots.txt']) {
    if (existsSync(join(webRoot, file))) {
      app.get(`/${file}`, (_request, reply) =>
        reply
          .type(file.endsWith('.svg') ? 'image/svg+xml' : 'text/plain')
          .send(readFileSync(join(webRoot, file))),
      );
    }
  }
}
