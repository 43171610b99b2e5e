/**
 * The code's shape in figures, to compare two trees (#20's before/after): the longest production functions, the
 * production files over 300 lines and the closures holding the most mutable variables. Production means the
 * station core (desktop/station), the Electron main (desktop/main), the web app (web/src) and shared/: .ts and .tsx
 * files that are not tests (*.test.ts[x]), declarations (*.d.ts) or test helpers (any `testing/` folder).
 * `tsx scripts/code-figures.ts [root]` reads the tree at root (default: here), so an older checkout can be measured
 * with today's script.
 */
import path from 'node:path';
import { type FunctionShape, functionsOf, lineCount, parse, sourceFiles } from './code-shape';

const AREAS = ['desktop/station', 'desktop/main', 'web/src', 'shared'];
const LONGEST = 10;
const MAX_FUNCTION_LINES = 120;
const MAX_FILE_LINES = 300;
const CLOSURES = 10;
const MAX_CLOSURE_LETS = 5;

const root = path.resolve(process.argv[2] ?? '.');
const functions: FunctionShape[] = [];
const sizes: Array<{ file: string; lines: number }> = [];
for (const area of AREAS)
  for (const file of sourceFiles(path.join(root, area), { tsx: true })) {
    const { text, source } = parse(file);
    functions.push(...functionsOf(root, file, source));
    sizes.push({ file: path.relative(root, file), lines: lineCount(text) });
  }

const byArea = (files: readonly { file: string }[]) =>
  AREAS.map((area) => `${area} ${files.filter((f) => f.file.startsWith(`${area}/`)).length}`).join(', ');

console.log(`production files: ${sizes.length} (${byArea(sizes)}); functions: ${functions.length}`);
console.log(`\n${LONGEST} longest functions (lines, name, file):`);
for (const f of [...functions].sort((a, b) => b.lines - a.lines).slice(0, LONGEST))
  console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where.split(' ')[0]}`);
const long = functions.filter((f) => f.lines > MAX_FUNCTION_LINES).sort((a, b) => b.lines - a.lines);
console.log(`\nfunctions over ${MAX_FUNCTION_LINES} lines: ${long.length} (${byArea(long)})`);
for (const f of long) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where.split(' ')[0]}`);

const big = sizes.filter((s) => s.lines > MAX_FILE_LINES).sort((a, b) => b.lines - a.lines);
console.log(`\nfiles over ${MAX_FILE_LINES} lines: ${big.length} (${byArea(big)})`);
for (const s of big) console.log(`  ${String(s.lines).padStart(4)}  ${s.file}`);

const crowded = functions.filter((f) => f.lets.length > 0).sort((a, b) => b.lets.length - a.lets.length);
console.log(`\n${CLOSURES} closures holding the most mutable variables (lets, name, file):`);
for (const f of crowded.slice(0, CLOSURES))
  console.log(`  ${String(f.lets.length).padStart(4)}  ${f.name}  ${f.where.split(' ')[0]}`);
console.log(
  `closures over ${MAX_CLOSURE_LETS} mutable variables: ${crowded.filter((f) => f.lets.length > MAX_CLOSURE_LETS).length}`,
);
