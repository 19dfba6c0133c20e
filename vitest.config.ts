import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

export default defineConfig({
  // Component tests run on what the site runs on (decision 033): Preact, and the Testing
  // Library's Preact edition, which has the same render, screen, within and cleanup.
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
      // Their ES modules, as the site's build takes: Node's resolution picks their CommonJS,
      // which would load React itself.
      { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
      {
        find: /^lucide-react$/,
        replacement: fileURLToPath(
          new URL('node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('tests/support/with-selector.ts', import.meta.url)),
      },
      // One DOM Testing Library for it and user-event, so that user-event's events run in act().
      {
        find: /^@testing-library\/dom$/,
        replacement: fileURLToPath(import.meta.resolve('@testing-library/dom')),
      },
    ],
  },
  test: {
    // The packages that import React are bundled, so the alias reaches their imports too.
    server: {
      deps: {
        inline: [
          /@tanstack\/react-query/,
          /react-router/,
          /react-day-picker/,
          /lucide-react/,
          /embla-carousel-react/,
          /recharts/,
          /react-redux/,
          /use-sync-external-store/,
          /react-is/,
          /@testing-library\/preact/,
          /@testing-library\/user-event/,
          /@testing-library\/dom/,
        ],
      },
    },
    include: [
      'src/**/*.test.ts',
      // Component tests: each opts into a browser-like DOM with a `// @vitest-environment happy-dom` docblock.
      'src/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'tests/structure/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/support/fail-on-console-error.ts'],
  },
});
