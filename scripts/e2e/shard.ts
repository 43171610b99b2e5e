// `tsx scripts/e2e/shard.ts 2/5`: runs the second of five end-to-end shards of about equal length (shard-split.ts),
// with its own output folder, so shards run side by side as separate Playwright processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { splitSpecs } from './shard-split';

const root = path.resolve(import.meta.dirname, '../..');
const match = /^(\d+)\/(\d+)$/.exec(process.argv[2] ?? '');
if (!match) {
  console.error('usage: tsx scripts/e2e/shard.ts INDEX/COUNT (e.g. 2/5)');
  process.exit(2);
}
const [index, count] = [Number(match[1]), Number(match[2])];
if (index < 1 || index > count) {
  console.error(`shard ${index} of ${count} does not exist`);
  process.exit(2);
}
const specs = fs.readdirSync(path.join(root, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
const seconds = JSON.parse(fs.readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8')) as Record<string, number>;
const shard = splitSpecs(specs, seconds, count)[index - 1]!;
console.log(`e2e shard ${index}/${count}: ${shard.specs.length} specs, about ${Math.round(shard.seconds)} s of tests`);
const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    `--output=test-results/shard-${index}`,
    ...shard.specs.map((spec) => `e2e/${spec}`),
    ...process.argv.slice(3),
  ],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
