/**
 * Where the station reads the time by itself instead of asking its Clock (desktop/station/core/clock.ts, the only
 * file allowed to): `Date.now`, `new Date()` and `Date()` without an argument, `performance.now`, `process.hrtime`,
 * `process.uptime()`, luxon's `DateTime.now()`, `DateTime.local()`/`DateTime.utc()` without arguments and
 * `Temporal.Now`, and SQLite's own clock in a query (`'now'`, `CURRENT_TIMESTAMP`). Naming one without calling it
 * (`now = Date.now`) counts too: it reads the time later. The numbered migrations' column defaults are the schema's
 * history, not a query, and are not read: a row that matters in time gets its instant from the clock. Timers
 * (`setTimeout`, `setInterval`) wait a duration and read nothing, so they are not counted; durations are measured on
 * the clock's monotonic time. Only the station's production files are read: tests pin or drive their own time.
 */
import path from 'node:path';
import ts from 'typescript';
import { parse, sourceFiles } from './code-shape';

export const STATION_DIR = 'desktop/station';
export const CLOCK_FILE = 'desktop/station/core/clock.ts';

export interface WallTimeRead {
  where: string;
  text: string;
}

const isName = (node: ts.Node, name: string) => ts.isIdentifier(node) && node.text === name;
const member = (node: ts.Node, object: string, property: string) =>
  ts.isPropertyAccessExpression(node) && isName(node.expression, object) && node.name.text === property;
const noArguments = (node: ts.CallExpression | ts.NewExpression) => (node.arguments?.length ?? 0) === 0;

/** SQLite reading its own clock: strftime(…, 'now'), datetime('now'), CURRENT_TIMESTAMP and the like. */
const SQL_NOW =
  /\b(?:strftime|datetime|date|time|julianday|unixepoch)\s*\([^)]*'now'|\bCURRENT_(?:TIMESTAMP|DATE|TIME)\b/i;
const MIGRATIONS = 'desktop/station/db/migrations/';

function isWallTimeRead(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
    return SQL_NOW.test(node.text);
  if (member(node, 'Date', 'now') || member(node, 'performance', 'now') || member(node, 'process', 'hrtime'))
    return true;
  if (member(node, 'Temporal', 'Now') || member(node, 'DateTime', 'now')) return true;
  if (ts.isNewExpression(node)) return isName(node.expression, 'Date') && noArguments(node);
  if (!ts.isCallExpression(node)) return false;
  if (isName(node.expression, 'Date')) return true;
  if (member(node.expression, 'process', 'uptime')) return true;
  return (
    (member(node.expression, 'DateTime', 'local') || member(node.expression, 'DateTime', 'utc')) && noArguments(node)
  );
}

/** Every wall-time read in the station's production files under root, clock.ts aside. */
export function wallTimeReads(root: string): WallTimeRead[] {
  const found: WallTimeRead[] = [];
  for (const file of sourceFiles(path.join(root, STATION_DIR))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === CLOCK_FILE || relative.startsWith(MIGRATIONS)) continue;
    const { source } = parse(file);
    const visit = (node: ts.Node) => {
      if (isWallTimeRead(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const text = ts.isLiteralExpression(node) || ts.isTemplateLiteralToken(node) ? node.text : node.getText(source);
        found.push({ where: `${relative}:${line}`, text: text.trim().slice(0, 40) });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

// `tsx scripts/wall-time.ts [root]`: the reads, one a line, and their count (the figure an issue's before/after cites).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const reads = wallTimeReads(path.resolve(process.argv[2] ?? '.'));
  for (const read of reads) console.log(`${read.where}  ${read.text}`);
  const files = new Set(reads.map((r) => r.where.split(':')[0]));
  console.log(`${reads.length} wall-time reads in ${files.size} files outside ${CLOCK_FILE}`);
}
