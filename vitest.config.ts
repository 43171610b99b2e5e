import { defineConfig } from 'vitest/config';

const NMS_INTERNALS = [
  'desktop/station/broadcast/engine-faults-rtmp.test.ts',
  'desktop/station/broadcast/rtmp-guard.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The station's tests share their worker's modules (isolate: false): each file starts its own station on its
        // own ports and data dir, and importing the station afresh for each of ~180 files was most of the suite's
        // time (40 route files: 6m16s isolated, 2m01s shared, at load 28).
        extends: true,
        test: {
          name: 'node',
          include: ['desktop/*.test.ts', 'desktop/station/**/*.test.ts', 'shared/**/*.test.ts'],
          exclude: NMS_INTERNALS,
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The Electron shell's tests mock 'electron' per file, the web's node tests stub globals, and the RTMP tests
        // reach into node-media-server's module state (which, shared, is not the station's): kept apart.
        extends: true,
        test: {
          name: 'node-isolated',
          include: ['desktop/main/**/*.test.ts', 'web/src/**/*.test.ts', ...NMS_INTERNALS],
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
