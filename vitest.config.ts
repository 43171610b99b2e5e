import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['desktop/**/*.test.ts', 'shared/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests (*.test.tsx): React in happy-dom against a small real HTTP server (web/src/testing/).
        extends: true,
        test: {
          name: 'dom',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/dom-setup.ts'],
          testTimeout: 10_000,
        },
      },
    ],
  },
});
