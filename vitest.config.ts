import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

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
          include: ['{domain,api,i18n,themes,scripts}/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'kit',
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
