import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_TOPICS } from './station-events';

const station = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const relative = (file: string) => path.relative(station, file).split(path.sep).join('/');

// The tables whose writes someone outside their repository caches.
const published = Object.entries(TABLE_TOPICS)
  .filter(([, topic]) => topic !== null)
  .map(([table]) => table);
const WRITE = new RegExp(
  `\\b(?:INSERT(?:\\s+OR\\s+\\w+)?\\s+INTO|REPLACE\\s+INTO|UPDATE(?:\\s+OR\\s+\\w+)?|DELETE\\s+FROM)\\s+(?:${published.join('|')})\\b`,
  'i',
);

describe('changes are published one way', () => {
  it('no station module opens a transaction the publisher cannot see (repos.transaction is the one)', () => {
    const offenders = sources(station)
      .map(relative)
      .filter((file) => !/^db\//.test(file) && file !== 'events/change-publisher.ts')
      .filter((file) => /\bdb\.transaction\(/.test(fs.readFileSync(path.join(station, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every repository that writes a table someone caches hands its writes to the publisher', () => {
    const writers = sources(path.join(station, 'repos'))
      .map((file) => ({ file: relative(file), text: fs.readFileSync(file, 'utf8') }))
      .filter(({ text }) => WRITE.test(text));
    expect(writers.length).toBeGreaterThan(5);
    // The shows' rule statements are prepared apart and run, and published, by repos/programming/shows.ts.
    const silent = writers
      .filter(({ file }) => file !== 'repos/programming/show-rule-statements.ts')
      .filter(({ text }) => !/\bpublish\.(?:changed|wrote)\(|\bwrote!?\(/.test(text));
    expect(silent.map((w) => w.file)).toEqual([]);
  });
});
