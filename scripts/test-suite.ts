// `npm test`: every check and test, arranged so two cores are busy all along and the tests that listen to real-time
// audio are never starved, even with a second copy of the suite running on the machine.
//
// The listening unit files (the `realtime` project) run at normal priority from the start; they wait on audio as it
// plays and leave about a third of the machine idle. Everything else (test-suite-rest.ts) runs at the lowest priority
// in one session of its own (low-priority.sh), so it takes only what the listening files leave, and is told on its
// standard input when they are done (the end-to-end shards wait for that).
import { spawn } from 'node:child_process';
import concurrently from 'concurrently';

const linux = process.platform === 'linux';

const rest = spawn(
  linux ? 'sh' : 'tsx',
  linux ? ['scripts/low-priority.sh', 'tsx', 'scripts/test-suite-rest.ts'] : ['scripts/test-suite-rest.ts'],
  { stdio: ['pipe', 'inherit', 'inherit'], shell: !linux },
);
const restPassed = new Promise<boolean>((resolve) => rest.once('exit', (code) => resolve(code === 0)));
// Its own session does not hear the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => rest.kill(signal));

// Two copies' listening files would starve each other on a small machine: they take turns (listening-turn.sh).
const realtime = concurrently(
  [
    {
      name: 'realtime',
      command: linux ? 'sh scripts/listening-turn.sh npm run test:unit:realtime' : 'npm run test:unit:realtime',
    },
  ],
  { prefixColors: 'auto' },
).result.then(
  () => true,
  () => false,
);
void realtime.then(() => rest.stdin.end());

const passed = (await Promise.all([realtime, restPassed])).every(Boolean);
console.log(passed ? 'npm test: every check and test passed.' : 'npm test: FAILED (see the runs above).');
process.exit(passed ? 0 : 1);
