import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web bank. The server replaces the nonce placeholder per response (strict CSP);
 * styled-components reads it from the `csp-nonce` meta tag Vite writes.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the bank: their own chunks stay cached across releases.
        // Only the library's own modules go in its chunk; what they share stays with the bank.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 60,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 50 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 40 },
            // Trans (and the markup parser it brings) stays with the pages that use it: in this
            // chunk it would weigh on the login page; this chunk must not import a feature's chunk.
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
              priority: 30,
            },
            {
              name: 'styles',
              test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
              priority: 20,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/idp': 'http://127.0.0.1:8080',
      // The brand's manifest and icons are drawn by the server.
      '/manifest.webmanifest': 'http://127.0.0.1:8080',
      '/favicon.svg': 'http://127.0.0.1:8080',
      '/icons': 'http://127.0.0.1:8080',
    },
  },
});
