import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
