// `npm test`: every check and test, arranged so two cores are busy all along and the tests that listen to real-time
// audio are never starved, even with a second copy of the suite running on the machine.
//
// The listening unit files (the `realtime` project) run at normal priority from the start; they wait on audio as it
// plays and leave about a third of the machine idle. Everything else runs at the lowest priority, so it takes only
// what the listening files leave: the static checks and the rest of the unit suite at once, then, once the listening
// files are done and the build is there, the package check and the end-to-end shards. Among themselves the
// low-priority runs share the machine as equals, as they did when they ran after the listening files.
import os from 'node:os';
import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';

const E2E_SHARDS = 4;
const linux = process.platform === 'linux';

/**
 * The lowest CPU priority. With Linux's autogroups (on by default on desktops) nice values count only inside one
 * session, and a second copy of the suite started from another terminal is another session: so the command gets a
 * session of its own whose group is set to nice 19 as well (an unprivileged process may lower its group's priority;
 * the kernel refuses a second change within 100 ms, hence the retries; a kernel without autogroups has no such file), and below that the command runs at nice 19.
 */
const lowPriority = (name: string, command: string): ConcurrentlyCommandInput => ({
  name,
  command: linux
    ? `setsid -w sh -c 'for try in 1 2 3 4 5 6 7 8 9 10; do [ -w /proc/self/autogroup ] || break; echo 19 2>/dev/null >/proc/self/autogroup && break; sleep 0.2; done; exec nice -n 19 ${command}'`
    : command,
});

/**
 * The listening files of two copies of the suite would starve each other on a small machine: they take turns, by a
 * lock in the temporary folder that the kernel releases when its holder exits, however it exits.
 */
const listeningLock = path.join(os.tmpdir(), 'emisora-listening-tests.lock');
const listening: ConcurrentlyCommandInput = {
  name: 'realtime',
  command: linux
    ? `flock -n ${listeningLock} true || echo "Another copy of the suite is running its listening tests: waiting for it."; exec flock ${listeningLock} npm run test:unit:realtime`
    : 'npm run test:unit:realtime',
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
