import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Figure } from './report';

/** How long `npm run build-storybook` takes: designers and partner brands wait for it. */
export async function benchStorybook(): Promise<Figure[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'storybook-bench-'));
  try {
    const started = performance.now();
    const result = spawnSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        section: 'Storybook',
        name: 'static build (npm run build-storybook)',
        value:
          result.status === 0
            ? `${seconds.toFixed(1)} s`
            : `failed: ${String(result.stderr).slice(0, 200)}`,
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
