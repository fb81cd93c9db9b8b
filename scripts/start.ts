/**
 * `npm start`: builds the web bank when its sources are newer than the build, then starts the
 * sandbox bank (which migrates, seeds on first start and serves app and API on one port).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './buildApp';

const root = resolve(import.meta.dirname, '..');
const built = resolve(root, 'dist/app/index.html');
const SOURCES = ['app', 'ui', 'themes', 'i18n', 'domain', 'api', 'package-lock.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

function needsBuild(): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some(
    (source) => existsSync(resolve(root, source)) && newestChange(resolve(root, source)) > builtAt,
  );
}

if (needsBuild()) {
  console.log('Building the web bank…');
  await buildApp();
}
await import('../server/main');
