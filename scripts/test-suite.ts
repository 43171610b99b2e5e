// `npm test`: every check and test, arranged so two cores are busy all along and the tests that listen to real-time
// audio are never starved, even with a second copy of the suite running on the machine.
//
// The listening unit files (the `realtime` project) run at normal priority from the start; they wait on audio as it
// plays and leave about a third of the machine idle. Everything else runs at the lowest priority, so it takes only
// what the listening files leave: the static checks and the rest of the unit suite at once, then, once the listening
// files are done and the build is there, the package check and the end-to-end shards. Among themselves the
// low-priority runs share the machine as equals, as they did when they ran after the listening files.
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';

const E2E_SHARDS = 4;
const linux = process.platform === 'linux';

/** The lowest CPU priority, in a session of its own on Linux (see low-priority.sh). */
const lowPriority = (name: string, command: string): ConcurrentlyCommandInput => ({
  name,
  command: linux ? `sh scripts/low-priority.sh ${command}` : command,
});

/** Two copies' listening files would starve each other on a small machine: they take turns (listening-turn.sh). */
const listening: ConcurrentlyCommandInput = {
  name: 'realtime',
  command: linux ? 'sh scripts/listening-turn.sh npm run test:unit:realtime' : 'npm run test:unit:realtime',
};

/** Runs commands side by side with their names as prefixes; true when every one exits 0. */
function run(commands: ConcurrentlyCommandInput[]): Promise<boolean> {
  return concurrently(commands, { prefixColors: 'auto' }).result.then(
    () => true,
    () => false,
  );
}

const realtime = run([listening]);
const build = run([lowPriority('build', 'npm run build')]);
const checksAndUnit = run([
  lowPriority('typecheck', 'npm run typecheck'),
  lowPriority('lint', 'npm run lint'),
  lowPriority('unit', 'npm run test:unit:rest'),
]);
const endToEnd = Promise.all([realtime, build]).then(([, built]) => {
  if (!built) {
    console.error('The build failed: the package check and the end-to-end tests did not run.');
    return false;
  }
  return run([
    lowPriority('package', 'npm run check:package'),
    ...Array.from({ length: E2E_SHARDS }, (_, i) =>
      lowPriority(`e2e-${i + 1}`, `tsx scripts/e2e/shard.ts ${i + 1}/${E2E_SHARDS}`),
    ),
  ]);
});

const passed = (await Promise.all([realtime, build, checksAndUnit, endToEnd])).every(Boolean);
console.log(passed ? 'npm test: every check and test passed.' : 'npm test: FAILED (see the runs above).');
process.exit(passed ? 0 : 1);
