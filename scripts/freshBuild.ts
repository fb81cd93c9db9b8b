/**
 * The web bank's build, made only when its sources are newer than it. Banks started side by side
 * (the journeys start three) build it once: the first takes the build lock, the others wait until
 * it lets go and then find the build fresh, so that no bank serves a half-written build.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isRunning } from '../server/processes';
import { buildApp } from './buildApp';

const root = resolve(import.meta.dirname, '..');
const built = resolve(root, 'dist/app/index.html');
const lockFile = resolve(root, 'dist/.building');
const LOCK_WRITE_GRACE_MS = 5_000;
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

/**
 * Whether a process is building now. A lock left by a process that died counts for none; a lock
 * whose holder has not yet written its pid (it was just taken) counts as held for a few seconds.
 */
function buildUnderWay(): boolean {
  let pid: number;
  let takenAt: number;
  try {
    pid = Number(readFileSync(lockFile, 'utf8'));
    takenAt = statSync(lockFile).mtimeMs;
  } catch {
    return false;
  }
  if (pid ? isRunning(pid) : Date.now() - takenAt < LOCK_WRITE_GRACE_MS) return true;
  rmSync(lockFile, { force: true });
  return false;
}

/** The build lock, or null when another process took it first. */
function takeLock(): (() => void) | null {
  mkdirSync(resolve(root, 'dist'), { recursive: true });
  try {
    const fd = openSync(lockFile, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  return () => rmSync(lockFile, { force: true });
}

export async function buildWhenStale(): Promise<void> {
  for (;;) {
    if (buildUnderWay()) {
      await delay(500);
      continue;
    }
    if (!needsBuild()) return;
    const release = takeLock();
    if (!release) continue;
    try {
      console.log('Building the web bank…');
      await buildApp();
    } finally {
      release();
    }
    return;
  }
}

// `tsx scripts/freshBuild.ts`: the build when stale, in a process of its own (`npm test` runs it
// beside the checks).
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWhenStale();
  process.exit(0);
}
