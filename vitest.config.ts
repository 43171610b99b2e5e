import { configDefaults, defineConfig } from 'vitest/config';
import { realtimeTestFiles } from './testing/realtime-tests';

const realtime = realtimeTestFiles(import.meta.dirname);
const stationTests = {
  environment: 'node' as const,
  // One module graph per worker, not per file: re-importing the station (Express, SQLite, the engine) for each
  // of ~250 files cost 411 s of worker time in a full run; the 53 route files took 192 s isolated, 74 s not.
  // Each file still starts its own stations and restores what it changes (timers, env, password cost).
  isolate: false,
};

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    // The suite mostly waits (real-time audio, ffmpeg, sockets): at 2 workers it used 0.4 of the 2 cores. Twelve
    // engine files took 92 s at 2 workers and 53 s at 4, each file as long as before (load average 7-9).
    // The listening files alone (`npm run test:unit:realtime`) wait on real-time audio at a load of about 2: six at
    // once took 261 s against 374 s at four, all green; eight starved a file that times its news to the minute.
    // Vitest 4 takes the worker count from here, not from --maxWorkers, once projects extend this config.
    maxWorkers: process.env.npm_lifecycle_event === 'test:unit:realtime' ? 6 : 4,
    // Limits that only catch a hang: the tests wait for their events. Beside a second copy of the suite, the files run
    // at the lowest priority can wait minutes for a CPU (a supervisor's restart, a backup, a compiler pass ran out of 30 s).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          ...stationTests,
          name: 'node',
          include: [
            'desktop/*.test.ts',
            'desktop/station/**/*.test.ts',
            'shared/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...realtime],
        },
      },
      {
        // The files that listen to the station's audio as it plays (testing/realtime-tests.ts): npm test runs them
        // alone, the other projects beside the end-to-end halves.
        extends: true,
        test: { ...stationTests, name: 'realtime', include: realtime },
      },
      {
        // The Electron main process's tests replace `electron` with vi.mock, per file: they keep their own modules.
        extends: true,
        test: {
          name: 'main',
          include: ['desktop/main/**/*.test.ts'],
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
        },
      },
    ],
  },
});
