/**
 * Writes the screenshot references anew after an intended change of look: every shot of the
 * `visual` project, the screens in every brand and scheme included (`npm run test:screens:update`).
 * Then the written ones are shrunk losslessly with optipng (Debian's `optipng`), when the machine
 * has it: Chromium writes its PNGs fast rather than small, and git keeps every reference for good.
 * They come out about 40 % smaller, with the same pixels to compare.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const SHOTS = 'stories/__screenshots__';

const update = spawnSync(
  'npx',
  ['--no-install', 'vitest', 'run', '--project', 'visual', '--update'],
  {
    stdio: 'inherit',
    env: { ...process.env, SCREEN_MATRIX: 'all' },
  },
);
if (update.status !== 0) process.exit(update.status ?? 1);

const written = execFileSync(
  'git',
  ['status', '--porcelain', '--untracked-files=all', '--', SHOTS],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((line) => line.endsWith('.png') && !line.slice(0, 2).includes('D'))
  .map((line) => line.slice(3));

if (written.length === 0) {
  console.log('No reference changed.');
} else if (spawnSync('optipng', ['-v']).error) {
  console.log(
    `${written.length} references written. Install optipng to shrink them: apt-get install optipng`,
  );
} else {
  execFileSync('optipng', ['-quiet', '-o2', ...written], { stdio: 'inherit' });
  console.log(`${written.length} references written and shrunk with optipng.`);
}
