import { FOLDS } from './0012-track-sort-keys';

/**
 * Debian's `sqlite3` shell could not open the station database: its parser stops at about 28 nested calls, and each
 * sort key of migration 12 is one expression of 63 nested replace() calls, so every statement failed with "parser
 * stack overflow" and an operator could not inspect or repair the file with the stock tool.
 *
 * The fold is the same, in the same order; only its nesting is cut into steps of at most 21 calls, each step a
 * virtual generated column reading the previous one. The keys stay generated from the row (every writer, the shell
 * included, keeps them right without code), their indexes are rebuilt, and searches and sorts read the same values.
 */
const STEP = 21;

const steps = FOLDS.flatMap(([from, to]) => [...from].map((ch) => [ch, to] as const));

function foldSteps(column: string, source: string): string[] {
  const columns: string[] = [];
  let input = source;
  for (let start = 0; start < steps.length; start += STEP) {
    let expression = input;
    for (const [ch, to] of steps.slice(start, start + STEP)) expression = `replace(${expression}, '${ch}', '${to}')`;
    const last = start + STEP >= steps.length;
    const name = last ? `${column}_key` : `${column}_fold_${columns.length + 1}`;
    columns.push(
      `ALTER TABLE tracks ADD COLUMN ${name} TEXT GENERATED ALWAYS AS (${last ? `lower(${expression})` : expression}) VIRTUAL;`,
    );
    input = name;
  }
  return columns;
}

const KEYS: ReadonlyArray<readonly [string, string]> = [
  ['title', 'title'],
  ['artist', 'artist'],
  ['album', "COALESCE(album, '')"],
];

export default /* sql */ `
${KEYS.map(([column]) => `DROP INDEX tracks_${column}_key;\nALTER TABLE tracks DROP COLUMN ${column}_key;`).join('\n')}
${KEYS.flatMap(([column, source]) => foldSteps(column, source)).join('\n')}
${KEYS.map(([column]) => `CREATE INDEX tracks_${column}_key ON tracks (${column}_key, id);`).join('\n')}
`;
