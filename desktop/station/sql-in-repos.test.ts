import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const station = import.meta.dirname;
// Where SQL may be written: the repositories, the database's own plumbing (migrations), and modules that are read
// models (queries shaped for one reader, joining many tables): the planner's data, the audience report, the backup's
// table census. The planner's data is two files: music-data.ts holds its music scheduling reads.
const ALLOWED = [
  /^repos\//,
  /^db\//,
  /^programming\/planner\/(planner|music)-data\.ts$/,
  /^health\/listener-report\.ts$/,
  /^backup\/manifest\.ts$/,
];
// A database's prepare (db.prepare, ctx.db.prepare, or chained on a line of its own), not any method of that name
// (the playout's next.prepare()).
const SQL =
  /\b(?:SELECT\s+[\w*]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b|(?:\b(?:db|database)\s*|^\s*)\.prepare[<(]/m;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('SQL lives in repos/ (or in a named read model)', () => {
  it('finds no statement in any other station module', () => {
    const offenders = sources(station)
      .map((file) => path.relative(station, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))
      .filter((file) => SQL.test(fs.readFileSync(path.join(station, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
