import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { checkBrandFile } from './scripts/brandFileCheck.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * The browser projects' dependencies, found before the first test: Vite's scan of the test files
 * alone misses what pages reach through lazy routes, finds it mid-run, re-bundles and reloads, and
 * every test file importing at that moment fails to load.
 */
const optimizeDeps = {
  entries: ['{app,ui,stories,domain,api,themes,i18n}/**/*.{ts,tsx}', '!**/*.d.ts'],
};

/** A fresh browser block per project: Vitest refuses one object shared by two projects. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: [
            '{domain,api,i18n,themes,scripts}/**/*.test.ts',
            'ui/**/*.test.ts',
            'stories/docs/*.test.ts',
          ],
          // Pure rules share one module graph: a fresh one per file cost more than the tests.
          isolate: false,
          // As the server project's: Vitest runs projects of one group with one worker count.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/testing/seededSnapshot.ts'],
          // Two files at a time: one after another, the server files were the longest layer of npm test.
          maxWorkers: 2,
          // One process for every file: the server's modules load once (a third less CPU). Each
          // file starts banks of its own and closes them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web bank's pages against the fake bank: loading, failure with retry, empty, refused.
        plugins: [react()],
        optimizeDeps,
        test: {
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}', 'stories/screens/*.test.ts'],
          // A page's first test also waits for its code, which on a busy two-core host beside the
          // other layers has taken over ten seconds (app/testing/renderPage.tsx).
          testTimeout: 30_000,
          setupFiles: ['app/testing/setup.ts'],
          // One page for every file: React, the kit and the texts load once, not per file (the
          // project ends in a third of the time). Each test renders its own tree and fake bank.
          isolate: false,
          // A desktop's window unless a test asks for a phone's (the shell changes at 768 px).
          browser: { ...chromiumBrowser(), viewport: { width: 1280, height: 800 } },
        },
      },
      {
        // A screen's states beside its main story wait for `npm run test:screens` (the time of npm test).
        plugins: [storybookTest({ configDir: '.storybook', tags: { skip: ['screen-state'] } })],
        optimizeDeps,
        test: {
          name: 'kit',
          // As in `app`: the stories share one page, each renders its own tree.
          isolate: false,
          // The brand studio's story checks its exported file as the brand tests would.
          browser: {
            ...chromiumBrowser(),
            commands: {
              checkBrandFile: (_context, fileName, source) => checkBrandFile(fileName, source),
            },
          },
        },
      },
      {
        // Every screen story, each state included, with its axe check: `npm run test:screens`,
        // in the brand named by STORY_BRAND (default: the toolbar's first).
        plugins: [
          storybookTest({
            configDir: '.storybook',
            ...(process.env.STORY_BRAND && { initialGlobals: { theme: process.env.STORY_BRAND } }),
          }),
        ],
        optimizeDeps,
        test: { name: 'screens', isolate: false, browser: chromiumBrowser() },
      },
      {
        plugins: [react()],
        optimizeDeps,
        test: {
          name: 'visual',
          include: [
            'stories/visual.test.tsx',
            'stories/screens.visual.test.tsx',
            'stories/screens.colours.test.tsx',
          ],
          // Every screen story in every brand and scheme, not npm test's part: test:screens:matrix.
          provide: { screenMatrix: process.env.SCREEN_MATRIX === 'all' },
          // Alone and last: screenshots flake on 2 cores while another browser project runs.
          sequence: { groupOrder: 1 },
          browser: {
            ...chromiumBrowser(),
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // A window larger than any story's viewport, so the test frame is never scaled down.
              contextOptions: { reducedMotion: 'reduce', viewport: { width: 1920, height: 2400 } },
            }),
            viewport: { width: 800, height: 600 },
          },
        },
      },
    ],
  },
});
