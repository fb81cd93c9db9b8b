import { resolve } from 'node:path';
import { build } from 'vite';

/**
 * The service worker, built on its own into `dist/app/sw.js`: one classic script with no imports,
 * at the site's root under a name that never changes (a worker is updated in place; its version
 * is written in by the server, `server/plugins/webBank.ts`).
 */
export async function buildServiceWorker(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, '../app'),
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: 'installable/serviceWorker.ts',
        formats: ['iife'],
        name: 'bankServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}
