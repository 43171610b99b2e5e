// Everything `npm test` runs besides the listening unit files (see test-suite.ts, which starts this at the lowest
// priority): typecheck, lint, build and the rest of the unit suite at once; then, once the listening files are done
// (this process's standard input ends) and the build is there, the package check and the end-to-end shards.
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';

const E2E_SHARDS = 4;

/** Runs commands side by side with their names as prefixes; true when every one exits 0. */
function run(commands: ConcurrentlyCommandInput[]): Promise<boolean> {
  return concurrently(commands, { prefixColors: 'auto' }).result.then(
    () => true,
    () => false,
  );
}

const listeningDone = new Promise<void>((resolve) => {
  process.stdin.once('end', resolve).once('close', resolve).resume();
});
const build = run([{ name: 'build', command: 'npm run build' }]);
const checksAndUnit = run([
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npm run test:unit:rest' },
]);
const endToEnd = Promise.all([listeningDone, build]).then(([, built]) => {
  if (!built) {
    console.error('The build failed: the package check and the end-to-end tests did not run.');
    return false;
  }
  return run([
    { name: 'package', command: 'npm run check:package' },
    ...Array.from({ length: E2E_SHARDS }, (_, i) => ({
      name: `e2e-${i + 1}`,
      command: `tsx scripts/e2e/shard.ts ${i + 1}/${E2E_SHARDS}`,
    })),
  ]);
});

process.exit((await Promise.all([build, checksAndUnit, endToEnd])).every(Boolean) ? 0 : 1);
