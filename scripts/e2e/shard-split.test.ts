import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSpecs } from './shard-split';

describe('the end-to-end shards', () => {
  it('puts every spec in exactly one shard, longest first onto the shortest shard', () => {
    const seconds = { 'a.spec.ts': 60, 'b.spec.ts': 40, 'c.spec.ts': 30, 'd.spec.ts': 20, 'e.spec.ts': 10 };
    const shards = splitSpecs(Object.keys(seconds), seconds, 2);
    expect(shards).toEqual([
      { seconds: 80, specs: ['a.spec.ts', 'd.spec.ts'] },
      { seconds: 80, specs: ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'] },
    ]);
  });

  it('counts a spec with no measured figure as the median one', () => {
    const shards = splitSpecs(
      ['new.spec.ts', 'a.spec.ts', 'b.spec.ts', 'c.spec.ts'],
      { 'a.spec.ts': 9, 'b.spec.ts': 5, 'c.spec.ts': 1 },
      2,
    );
    expect(shards.map((s) => s.seconds)).toEqual([10, 10]);
    expect(shards.flatMap((s) => s.specs).sort()).toEqual(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts']);
  });

  it('refuses a shard count that is not a whole number of at least one', () => {
    expect(() => splitSpecs(['a.spec.ts'], {}, 0)).toThrow(/whole number/);
    expect(() => splitSpecs(['a.spec.ts'], {}, 2.5)).toThrow(/whole number/);
  });

  it("splits today's specs into four shards within a minute of each other", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const specs = fs.readdirSync(path.join(root, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
    const seconds = JSON.parse(fs.readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8'));
    const shards = splitSpecs(specs, seconds, 4);
    expect(shards.flatMap((s) => s.specs).sort()).toEqual([...specs].sort());
    const lengths = shards.map((s) => s.seconds);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThan(60);
  });
});
