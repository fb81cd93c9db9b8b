import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startProcess } from './bankProcess';
import { serveFloorPage } from './floorPage';
import type { BenchOptions, Figure } from './report';

const webRoot = resolve(import.meta.dirname, '../../dist/app');

/** One Lighthouse run of a page: what we compare, in milliseconds and points. */
interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The longest main-thread task, as Lighthouse simulates it on a mid-range phone. */
  longestTask: number;
}

async function runLighthouse(url: string, port: number, saveAs?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const ms = (id: string) => audits[id]?.numericValue ?? NaN;
  const longTasks = (audits['long-tasks']?.details as { items?: { duration: number }[] }) ?? {};
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    longestTask: Math.max(0, ...(longTasks.items ?? []).map((task) => task.duration)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const millis = (value: number) => `${Math.round(value)} ms`;

/**
 * Lighthouse's mobile preset (simulated slow 4G, mid-range phone) on the login page, as the median
 * of several runs (`--runs=N`, 3 by default; `--save=<folder>` keeps each run's report). Each run
 * of the login page follows a run of its floor (floorPage.ts) on the same Chromium, so both meet
 * the same machine: the ratio of the two tells a slower page from a busier machine.
 */
export async function benchLighthouse(options: BenchOptions): Promise<Figure[]> {
  const runs = Number(options.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a count: ${runs}`);
  const saveTo = options.save ? resolve(options.save) : undefined;
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const bank = await startProcess('server/main.ts', { PORT: '8193', DATA_DIR: ':memory:' });
  const floor = await serveFloorPage(webRoot, 'green');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  const login: Run[] = [];
  const floors: Run[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const save = (page: string) => saveTo && resolve(saveTo, `${page}-${run}.json`);
      floors.push(await runLighthouse(`${floor.url}/bank/login`, chrome.port, save('floor')));
      login.push(await runLighthouse(`${bank.url}/bank/login`, chrome.port, save('login')));
    }
  } finally {
    chrome.kill();
    await floor.stop();
    await bank.stop();
  }

  const section = `Lighthouse, login page (mobile preset, system Chromium; median of ${runs}, all runs in brackets)`;
  const figure = (
    name: string,
    pick: (run: Run) => number,
    format: (value: number) => string,
    target?: string,
  ): Figure => ({
    section,
    name,
    value: `${format(median(login.map(pick)))}${runs > 1 ? ` (${login.map(pick).map(format).join(', ')})` : ''}`,
    target,
  });
  const ratio = median(login.map((run, index) => run.lcp / floors[index]!.lcp));
  return [
    figure('performance', (run) => run.performance, String, '≥ 98'),
    figure('accessibility', (run) => run.accessibility, String, '100'),
    figure('best practices', (run) => run.bestPractices, String),
    figure('first contentful paint', (run) => run.fcp, seconds),
    figure('largest contentful paint', (run) => run.lcp, seconds, '≤ 1.50 s'),
    figure('total blocking time', (run) => run.tbt, millis),
    figure('longest main-thread task', (run) => run.longestTask, millis, '≤ 50 ms'),
    {
      section,
      name: 'floor (the same HTML without scripts): performance, LCP, longest task',
      value: [
        median(floors.map((run) => run.performance)),
        seconds(median(floors.map((run) => run.lcp))),
        millis(median(floors.map((run) => run.longestTask))),
      ].join(', '),
    },
    {
      section,
      name: 'largest contentful paint ÷ floor',
      value: `${ratio.toFixed(2)}×`,
    },
  ];
}
