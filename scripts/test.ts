/**
 * `npm test`: every layer of the bank's tests, side by side: the quick checks (types, lint,
 * format) and three test layers: Vitest's Node projects (the rules and the server), its browser
 * projects (the app's pages, the kit's stories, the screenshots) and the journeys. Each layer
 * mostly waits on something the others do not (a database, a browser, a bank of its own), so the
 * checks fit in the time the layers wait, and together they end minutes sooner than one after the
 * other on a 2-core machine. A failed check stops the layers at once: a type or lint error ends
 * the run in about a minute. Each layer's own report is printed as it runs; a summary with each
 * layer's time ends the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';

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

const TESTS: Layer[] = [
  { name: 'node', command: 'npx --no-install vitest run --project rules --project server' },
  {
    name: 'browser',
    command: 'npx --no-install vitest run --project app --project kit --project visual',
  },
  { name: 'journeys', command: 'npx --no-install playwright test' },
];

/** Each layer runs in a process group of its own, so that a failed check can stop the rest. */
const running = new Set<ChildProcess>();

function stopAll(): void {
  for (const child of running) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Ended meanwhile.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function run({ name, command }: Layer): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', detached: true });
    running.add(child);
    child.on('close', (code) => {
      running.delete(child);
      done({ name, passed: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const started = performance.now();
const tests = Promise.all(TESTS.map(run));
const checks = await Promise.all(CHECKS.map(run));
const checked = checks.every((outcome) => outcome.passed);
if (!checked) stopAll();
const tested = await tests;
const passed = checked && tested.every((outcome) => outcome.passed);

const line = (name: string, verdict: string, seconds: number) =>
  console.log(`  ${name.padEnd(10)} ${verdict.padEnd(7)} ${seconds.toFixed(0)} s`);
console.log('\nnpm test');
for (const { name, passed, seconds } of checks) line(name, passed ? 'passed' : 'FAILED', seconds);
for (const { name, passed, seconds } of tested) {
  line(name, passed ? 'passed' : checked ? 'FAILED' : 'stopped', seconds);
}
line('all', passed ? 'passed' : 'FAILED', (performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
