/**
 * `npm run build`: the web bank with Vite, then its login page prerendered for every brand
 * (`dist/app/login-<brand>.html`; the server sends the configured brand's copy).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, createServer } from 'vite';
import { BRANDS } from '../api/brands';
import type * as PrerenderModule from '../app/prerender';
import { NONCE_PLACEHOLDER } from '../server/routes/webBank';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist/app');

export async function buildApp(): Promise<void> {
  await build({ configFile: resolve(root, 'app/vite.config.ts'), logLevel: 'warn' });
  // Vite's SSR loader renders the page as the browser build sees it (same module interop).
  const vite = await createServer({
    configFile: resolve(root, 'app/vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const { prerenderLoginPage } = (await vite.ssrLoadModule(
    '/prerender.tsx',
  )) as typeof PrerenderModule;
  const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  for (const brand of BRANDS) {
    const { html, styles } = prerenderLoginPage(brand);
    const page = shell
      .replace(
        '<!--prerendered-styles-->',
        styles.replaceAll('<style ', `<style nonce="${NONCE_PLACEHOLDER}" `),
      )
      .replace('<!--prerendered-page-->', html)
      .replace('<title>Verkkopankki</title>', '<title>Kirjaudu – Verkkopankki</title>');
    writeFileSync(resolve(outDir, `login-${brand}.html`), page);
  }
  await vite.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildApp();
  console.log(
    `Built the web bank into dist/app in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
