import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      // The test runner's own rule for running a crashed file again (scripts/test-unit.mjs).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'analysis',
          root: 'packages/analysis',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
