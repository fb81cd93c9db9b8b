/**
 * `npm run bench`: the figures we compare between changes. Each section measures one face of the
 * product; run some alone with `npm run bench -- <section> …` (rules, bundle, calculator, start, lighthouse, api, payments, storybook).
 * Options go beside them as `--name=value`: `--runs=N` (Lighthouse runs, 3 by default) and
 * `--save=<folder>` (keep each Lighthouse report). A figure that misses a goal the bench holds
 * prints FAIL, and the bench exits 1.
 * `DATABASE_URL` adds the API and payment figures on PostgreSQL and holds them to their goals
 * (each measured on a scratch database of its own, dropped afterwards).
 */
import { printFigures, type BenchOptions, type Figure } from './bench/report';
import { benchApi, benchColdStart } from './bench/api';
import { benchBundle } from './bench/bundle';
import { benchCalculator } from './bench/calculator';
import { benchLighthouse } from './bench/lighthouse';
import { benchPayments } from './bench/payments';
import { benchRules } from './bench/rules';
import { benchStorybook } from './bench/storybook';
import { buildApp } from './buildApp';

const sections: Record<string, (options: BenchOptions) => Promise<Figure[]>> = {
  rules: benchRules,
  bundle: benchBundle,
  calculator: benchCalculator,
  start: benchColdStart,
  lighthouse: benchLighthouse,
  api: benchApi,
  payments: benchPayments,
  storybook: benchStorybook,
};

const args = process.argv.slice(2);
const chosen = args.filter((arg) => !arg.startsWith('--'));
const options: BenchOptions = Object.fromEntries(
  args
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => {
      const [name, ...value] = arg.slice(2).split('=');
      return [name, value.join('=')];
    }),
);
const unknown = chosen.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`,
  );
  process.exit(2);
}

// The figures are of the current sources: build the app first.
if (
  chosen.length === 0 ||
  chosen.some((name) =>
    ['bundle', 'calculator', 'start', 'lighthouse', 'api', 'payments'].includes(name),
  )
) {
  await buildApp();
}

const figures: Figure[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (chosen.length === 0 || chosen.includes(name)) figures.push(...(await run(options)));
}
printFigures(figures);
console.log();
const failed = figures.filter((figure) => figure.failed);
if (failed.length > 0) {
  console.error(`FAIL: ${failed.map((figure) => figure.name).join('; ')}`);
  process.exit(1);
}
