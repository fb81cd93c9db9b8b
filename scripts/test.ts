/**
 * `npm test`: every layer of the bank's tests. The quick checks first, side by side (a type or
 * lint error stops the run in a minute); then three layers side by side: Vitest's Node projects
 * (the rules and the server), its browser projects (the app's pages, the kit's stories, the
 * screenshots) and the journeys. Each mostly waits on something the others do not (a database, a
 * browser, a bank of its own), so together they end minutes sooner than one after the other on a
 * 2-core machine. The browser projects need neither the build nor the demo bank, and end the run
 * with their screenshots on one core: they start with the checks (and stop if a check fails).
 * Each layer's own report is printed as it runs; a summary with each layer's time ends the run.
 */
import { spawn } from 'node:child_process';
import { DEMO_BANK_SNAPSHOTS, saveDemoBankSnapshots } from '../server/testing/seededSnapshot';

interface Layer {
  name: string;
  command: string;
}

interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
}

/**
 * TypeScript 7 checks the types in about half of 6's time; 6 stays the `typescript` package for the
 * tools that need its JavaScript interface (typescript-eslint's parser).
 */
const TSC = 'node node_modules/typescript-7/bin/tsc';

const CHECKS: Layer[] = [
  { name: 'types', command: `${TSC} --noEmit -p tsconfig.json` },
  { name: 'lint', command: 'npx --no-install eslint --max-warnings 0 .' },
  { name: 'format', command: 'npx --no-install prettier --check --log-level warn .' },
];

const BROWSER: Layer = {
  name: 'browser',
  command: 'npx --no-install vitest run --project app --project kit --project visual',
};

const TESTS: Layer[] = [
  { name: 'node', command: 'npx --no-install vitest run --project rules --project server' },
  { name: 'journeys', command: 'npx --no-install playwright test' },
];

interface Running {
  ended: Promise<Outcome>;
  /** Ends the layer and everything it started. */
  stop: () => void;
}

const running = new Set<Running>();

function start({ name, command }: Layer): Running {
  const started = performance.now();
  // A group of its own, so that stopping it stops the browsers and banks it started too.
  const child = spawn(command, { shell: true, stdio: 'inherit', detached: true });
  const layer: Running = {
    ended: new Promise<Outcome>((done) => {
      child.on('close', (code) => {
        running.delete(layer);
        done({ name, passed: code === 0, seconds: (performance.now() - started) / 1000 });
      });
    }),
    stop: () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
  running.add(layer);
  return layer;
}

// The layers are groups of their own: an interrupted run stops them itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const layer of running) layer.stop();
    process.exit(130);
  });
}

const outcomes: Outcome[] = [];
const runAll = async (layers: Layer[]) => {
  const ended = await Promise.all(layers.map((layer) => start(layer).ended));
  outcomes.push(...ended);
  return ended.every((outcome) => outcome.passed);
};

const started = performance.now();
const browser = start(BROWSER);
// While the checks run, what two layers would otherwise each wait for at their start: the web
// bank's build (the journeys' banks serve it) and the migrated and seeded demo bank (the server
// tests and the journeys' banks open copies of it).
const [checked, snapshots] = await Promise.all([
  runAll([...CHECKS, { name: 'build', command: 'npx --no-install tsx scripts/freshBuild.ts' }]),
  saveDemoBankSnapshots(),
]);
process.env[DEMO_BANK_SNAPSHOTS] = JSON.stringify(snapshots);
if (!checked) browser.stop();
const [tested, browsed] = await Promise.all([
  checked && runAll(TESTS),
  browser.ended.then((outcome) => {
    outcomes.push(outcome);
    return outcome.passed;
  }),
]);
const passed = checked && tested && browsed;
snapshots.remove();
console.log('\nnpm test');
for (const { name, passed, seconds } of outcomes) {
  console.log(`  ${name.padEnd(10)} ${passed ? 'passed' : 'FAILED'}  ${seconds.toFixed(0)} s`);
}
console.log(
  `  ${'all'.padEnd(10)} ${passed ? 'passed' : 'FAILED'}  ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(passed ? 0 : 1);
