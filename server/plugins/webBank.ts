import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_ANSWERS_PLACEHOLDER,
  pageAnswersElement,
  type PageAnswers,
} from '../../api/pageAnswers';
import { isColorScheme, SCHEME_COOKIE, themeFor } from '../../themes/nodeBrands';
import { offlinePage } from '../installable/offlinePage';
import { installableFiles } from '../installable/webAppManifest';

/** The placeholder Vite writes where each response's CSP nonce goes (`html.cspNonce`). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Where the page tells the app the configured brand (`<meta name="bank-brand">`). */
export const BRAND_PLACEHOLDER = '__BRAND__';

/**
 * Where the page's `<html data-scheme>` takes the colour scheme the customer chose (its cookie),
 * so the first paint is in it; left empty, the page follows the device's scheme.
 */
export const SCHEME_PLACEHOLDER = '__SCHEME__';

/** Where the built service worker (`sw.js`) takes the version of the bank it caches. */
const SERVICE_WORKER_VERSION_PLACEHOLDER = '__BANK_VERSION__';

/** The page the service worker keeps to show when the bank cannot be reached. */
const OFFLINE_PAGE = '/offline.html';

type SendHtml = (
  html: string,
  request: FastifyRequest,
  reply: FastifyReply,
  answers?: PageAnswers,
) => void;

/** The bank's answers a page carries, by its path (api/pageAnswers.ts). */
export type PageAnswersByPath = Readonly<Record<string, () => PageAnswers>>;

const chosenScheme = (request: FastifyRequest): string => {
  // Undefined where the cookie plugin is not registered (a test's bare server): the device's.
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  const scheme = cookies?.[SCHEME_COOKIE];
  return isColorScheme(scheme) ? scheme : '';
};

/**
 * Serves the built web bank: hashed assets with a long cache, and for every page of the app its
 * HTML with this response's nonce and the bank's answers the page carries (never cached, as the
 * nonce is new each time).
 */
export async function serveWebBank(
  app: FastifyInstance,
  webRoot: string,
  brand: string,
  answersByPath: PageAnswersByPath = {},
): Promise<void> {
  // Pages that exist in the built app as prerendered HTML, painted before any script runs.
  const prerendered: Record<string, string> = {
    '/bank/login': `login-${brand}.html`,
    '/landing/loan-application': `landing-${brand}.html`,
    '/landing/company-loan-application': `company-loan-${brand}.html`,
  };
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

  const sendHtml: SendHtml = (html, request, reply, answers) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .compress(
        html
          .replaceAll(NONCE_PLACEHOLDER, request.cspNonce)
          .replace(BRAND_PLACEHOLDER, brand)
          .replace(SCHEME_PLACEHOLDER, chosenScheme(request))
          .replace(PAGE_ANSWERS_PLACEHOLDER, answers ? pageAnswersElement(answers) : ''),
      );

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const answers = Object.hasOwn(answersByPath, path) ? answersByPath[path]?.() : undefined;
    return sendHtml(page(prerendered[path] ?? 'index.html'), request, reply, answers);
  };

  app.get('/', (_request, reply) => reply.redirect('/bank/home', 302));
  for (const prefix of ['/bank', '/landing', '/open', '/flows']) {
    app.get(prefix, sendPage);
    app.get(`${prefix}/*`, sendPage);
  }
  if (existsSync(join(webRoot, 'robots.txt'))) {
    app.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain').send(readFileSync(join(webRoot, 'robots.txt'))),
    );
  }
  serveInstallable(app, webRoot, brand, page('index.html'), sendHtml);
}

/**
 * What makes the bank an installable app, for the brand it runs: the manifest and icons, and the
 * service worker with the offline page it keeps. The worker's version comes from what it caches:
 * a new build (its page names new hashed scripts), brand or offline text is a new worker, which
 * replaces the old cache.
 */
function serveInstallable(
  app: FastifyInstance,
  webRoot: string,
  brand: string,
  shell: string,
  sendHtml: SendHtml,
): void {
  const theme = themeFor(brand);
  for (const [path, file] of installableFiles(theme)) {
    // Not hashed names: a browser checks again within the hour (a changed BRAND shows by then).
    app.get(path, (_request, reply) =>
      reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body()),
    );
  }
  const offline = offlinePage(theme, NONCE_PLACEHOLDER);
  app.get(OFFLINE_PAGE, (request, reply) => sendHtml(offline, request, reply));

  const workerFile = join(webRoot, 'sw.js');
  if (!existsSync(workerFile)) return;
  const version = createHash('sha256').update(shell).update(offline).digest('hex').slice(0, 16);
  const worker = readFileSync(workerFile, 'utf8').replace(
    SERVICE_WORKER_VERSION_PLACEHOLDER,
    version,
  );
  app.get('/sw.js', (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(worker),
  );
}
