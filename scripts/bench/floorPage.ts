import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
  '.js': 'text/javascript',
};

/**
 * The login page's floor: its prerendered HTML, styles and fonts without any script, served
 * brotli-compressed like the bank serves it. What Lighthouse gives this page on this machine, at
 * this moment, is the best the login page could score: the bench reports the login page beside it,
 * so a busy machine shows in both figures instead of passing for a slower page.
 */
export async function serveFloorPage(webRoot: string, brand: string) {
  const html = readFileSync(resolve(webRoot, `login-${brand}.html`), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replaceAll(' nonce="__CSP_NONCE__"', '')
    .replace('__BRAND__', brand);
  const page = brotliCompressSync(html);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/bank/login') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-store',
      });
      response.end(page);
      return;
    }
    const file = resolve(webRoot, `.${path}`);
    if (!file.startsWith(webRoot) || !existsSync(file) || path.endsWith('/')) {
      response.writeHead(404).end();
      return;
    }
    const compressed = existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      ...(compressed && { 'content-encoding': 'br' }),
    });
    response.end(readFileSync(compressed ? `${file}.br` : file));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
