/**
 * `npm run build`: the web bank with Vite, then its public pages (the login page and the landing
 * page's loan application) prerendered for every brand found in themes/brands/
 * (`dist/app/<page>-<brand>.html`; the server sends the configured brand's copy).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build, createServer } from 'vite';
import type * as PrerenderModule from '../app/prerender';
import { NONCE_PLACEHOLDER } from '../server/plugins/webBank';
import { brandIds } from '../themes/nodeBrands';
import { buildServiceWorker } from './buildServiceWorker';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist/app');

/**
 * Vite's build sets NODE_ENV=production in the process that runs it; a bank started from that
 * process afterwards (the journeys' banks build first when stale) would take itself for
 * production and refuse its sandbox settings. The caller's NODE_ENV is given back.
 */
export async function buildApp(): Promise<void> {
  const callersNodeEnv = process.env.NODE_ENV;
  try {
    await buildAndPrerender();
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
}

async function buildAndPrerender(): Promise<void> {
  await build({ configFile: resolve(root, 'app/vite.config.ts'), logLevel: 'warn' });
  await buildServiceWorker(outDir);
  // Vite's SSR loader renders the page as the browser build sees it (same module interop).
  const vite = await createServer({
    configFile: resolve(root, 'app/vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const { prerenderPage, PRERENDERED_PAGES } = (await vite.ssrLoadModule(
    '/prerender.tsx',
  )) as typeof PrerenderModule;
  const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  for (const name of Object.keys(PRERENDERED_PAGES)) {
    for (const brand of brandIds) {
      const { html, styles, title } = prerenderPage(name as PrerenderModule.PrerenderedPage, brand);
      const page = inlineStylesheets(withoutWebFont(shell))
        .replace(
          '<!--prerendered-styles-->',
          styles.replaceAll('<style ', `<style nonce="${NONCE_PLACEHOLDER}" `),
        )
        .replace('<!--prerendered-page-->', html)
        .replace('<title>Verkkopankki</title>', `<title>${title}</title>`);
      writeFileSync(resolve(outDir, `${name}-${brand}.html`), page);
    }
  }
  await vite.close();
  precompressAssets(resolve(outDir, 'assets'));
}

/**
 * The login page carries its stylesheet inline, so its first paint does not wait for another
 * round trip; the nonce placeholder keeps it under the strict CSP.
 */
function inlineStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_link, href: string) => {
      const css = readFileSync(resolve(outDir, `.${href}`), 'utf8').replace(
        /@font-face\{[^}]*\}/g,
        '',
      );
      return css ? `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>` : '';
    },
  );
}

/**
 * The login page paints in the system font: on a slow network the web font (48 kB) would repaint
 * its text, and so its largest paint, a few hundred milliseconds later. The bank's pages after
 * login use it (index.html preloads it).
 */
function withoutWebFont(html: string): string {
  return html.replace(/\s*<link\s+rel="preload"[^>]*\bas="font"[^>]*>/g, '');
}

/**
 * Brotli and gzip copies of every text asset, made once at build time with the best compression;
 * the server sends the one the browser accepts (a phone on a slow network gets ~4× fewer bytes).
 */
function precompressAssets(folder: string): void {
  for (const name of readdirSync(folder)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const content = readFileSync(resolve(folder, name));
    writeFileSync(
      resolve(folder, `${name}.br`),
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(resolve(folder, `${name}.gz`), gzipSync(content, { level: 9 }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildApp();
  console.log(
    `Built the web bank into dist/app in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Vite's bundler keeps native work referenced after the build (no handle Node can list, and
  // minutes before it lets go): the command ends once its files are written.
  process.exit(0);
}
