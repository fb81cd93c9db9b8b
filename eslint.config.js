// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layer arrows of DESIGN.md. Each layer names the layers (and the npm packages) it may
 * import; everything else is a crossing and fails `npm run lint`.
 */
const layers = {
  app: ['ui', 'api', 'themes', 'i18n', 'domain'],
  // The server reads the brand files (the PDFs' header colours, BRAND's check): pure data.
  server: ['api', 'domain', 'i18n', 'themes'],
  // Stories may also use domain/: sample data is built with the same rules the kit shows.
  stories: ['ui', 'themes', 'i18n', 'app', 'domain', 'api'],
  ui: ['themes', 'i18n', 'domain'],
  api: ['domain'],
  themes: [],
  i18n: [],
  domain: [],
  // Journeys may use the server's test helpers (reading a downloaded PDF's text).
  e2e: ['api', 'domain', 'i18n', 'server'],
  scripts: ['app', 'api', 'domain', 'server', 'themes', 'i18n'],
};

/**
 * The web bank's features (`app/features/<name>/`) do not import each other: the app composes
 * them (routes, pages). Each feature is its own element and may import only itself and the
 * shared app code besides the layers `app` may.
 */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** npm packages a layer must never reach, whatever its allowed layers bring. */
const forbiddenPackages = {
  domain: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next', 'fastify'],
  api: ['react', 'react-dom', 'styled-components', 'fastify'],
  ui: ['fastify', '@tanstack/react-query', 'react-router', 'drizzle-orm'],
  themes: ['fastify', 'drizzle-orm'],
  server: ['react', 'react-dom', 'styled-components', 'react-router'],
  app: ['fastify', 'drizzle-orm'],
};

/**
 * Modules of an allowed layer that a layer must still not reach. The server takes only the brand
 * registry for Node from themes/, whose modules are pure data (themes/registry.test.ts proves
 * they reach no package); the rest of themes/ brings styled-components.
 */
const dateFnsByPath = {
  regex: '^date-fns$',
  message:
    "Import date-fns functions by path ('date-fns/addDays'): through the barrel the calendar's " +
    "date-fns would join every page's chunk (app/vite.config.ts, calendarChunk).",
};

const forbiddenModules = {
  domain: [dateFnsByPath],
  api: [dateFnsByPath],
  ui: [dateFnsByPath],
  app: [dateFnsByPath],
  server: [
    {
      regex: '(^|/)themes(/(?!nodeBrands$)[^/]+)?$',
      allowTypeImports: true,
      message: 'server/ reads brands only through themes/nodeBrands (pure data).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The type check finds unused names (tsconfig's noUnusedLocals and noUnusedParameters) in
      // far less time than this rule takes over the whole repository.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'app/features/*', capture: ['name'] },
        ...Object.keys(layers).map((layer) => ({ type: layer, pattern: layer })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}}/ may not import {{to.type}}/ (see the layer table in README.md)',
          policies: [
            ...Object.entries(layers).map(([from, allowed]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: [from, ...allowed] } } } },
            })),
            // The app composes features; a feature reaches the shared app code and the layers below.
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['app', ...layers.app] } } } },
            },
            ...features.map((name) => ({
              from: { element: { type: 'feature', captured: { name } } },
              allow: { to: { element: { type: 'feature', captured: { name } } } },
            })),
            // Packages are governed by forbiddenPackages below, not by this rule.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['{app,ui,stories}/**/*.tsx', '{app,ui,stories}/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['{app,ui,stories}/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  ...Object.entries(forbiddenPackages).map(([layer, packages]) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packages.map((name) => ({
              group: [name, `${name}/*`],
              message: `${layer}/ must not depend on ${name}.`,
            })),
            ...(forbiddenModules[/** @type {keyof typeof forbiddenModules} */ (layer)] ?? []),
          ],
        },
      ],
    },
  })),
  {
    // The web bank's build configuration is a build script that lives beside the app: it may use
    // the build's own plugins in scripts/ (none of which reaches the browser).
    files: ['app/vite.config.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
