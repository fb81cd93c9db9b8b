import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startProcess } from './bankProcess';
import type { Figure } from './report';

/** Lighthouse's mobile preset (simulated slow 4G, mid-range phone) on the login page. */
export async function benchLighthouse(): Promise<Figure[]> {
  const bank = await startProcess('server/main.ts', { PORT: '8193', DATA_DIR: ':memory:' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(`${bank.url}/bank/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const categories = result?.lhr.categories ?? {};
    const audits = result?.lhr.audits ?? {};
    const score = (id: string) => `${Math.round((categories[id]?.score ?? 0) * 100)}`;
    const section = 'Lighthouse, login page (mobile preset, system Chromium)';
    return [
      { section, name: 'performance', value: score('performance'), target: '≥ 98' },
      { section, name: 'accessibility', value: score('accessibility'), target: '100' },
      { section, name: 'best practices', value: score('best-practices') },
      {
        section,
        name: 'first contentful paint',
        value: audits['first-contentful-paint']?.displayValue ?? '?',
      },
      {
        section,
        name: 'largest contentful paint',
        value: audits['largest-contentful-paint']?.displayValue ?? '?',
      },
      {
        section,
        name: 'total blocking time',
        value: audits['total-blocking-time']?.displayValue ?? '?',
      },
    ];
  } finally {
    chrome.kill();
    await bank.stop();
  }
}
