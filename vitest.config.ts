import { defineConfig } from 'vitest/config';

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
    ],
  },
});
