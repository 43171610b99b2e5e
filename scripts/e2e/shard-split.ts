/**
 * Splits the end-to-end spec files into shards of about equal length. Playwright's own `--shard` cuts the list of
 * tests into equal counts, but our specs range from a second to a minute each: the first of three thirds ran 13 min
 * beside 8 and 7. Each shard here gets the longest spec left onto the shortest shard so far (longest processing
 * time first), from the seconds each spec took in a measured run; a spec with no figure counts the median.
 */
export function splitSpecs(specs: readonly string[], seconds: Readonly<Record<string, number>>, shards: number) {
  if (!Number.isInteger(shards) || shards < 1) throw new Error(`shards must be a whole number ≥ 1, not ${shards}`);
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 1;
  const weight = (spec: string) => seconds[spec] ?? median;
  const ordered = [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const bins = Array.from({ length: shards }, () => ({ seconds: 0, specs: [] as string[] }));
  for (const spec of ordered) {
    const lightest = bins.reduce((min, bin) => (bin.seconds < min.seconds ? bin : min));
    lightest.specs.push(spec);
    lightest.seconds += weight(spec);
  }
  return bins.map((bin) => ({ seconds: bin.seconds, specs: bin.specs.sort() }));
}
