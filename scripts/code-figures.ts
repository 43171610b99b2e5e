/**
 * The code's shape in figures, to compare two trees before and after a change: the longest production functions, the
 * production files over 300 lines, the closures holding the most mutable variables, the folders holding the most
 * production files, the imports that point up the layers and the comments that cite the tracker. Production means the
 * station core (desktop/station), the Electron main (desktop/main), the web app (web/src) and shared/: .ts and .tsx
 * files that are not tests (*.test.ts[x]), declarations (*.d.ts) or test helpers (any `testing/` folder).
 * `tsx scripts/code-figures.ts [root]` reads the tree at root (default: here), so an older checkout can be measured
 * with today's script.
 */
import path from 'node:path';
import {
  DATA_FOLDERS,
  type FunctionShape,
  filesPerFolder,
  functionsOf,
  lineCount,
  parse,
  sourceFiles,
  trackerReferences,
  upwardImports,
} from './code-shape';

const AREAS = ['desktop/station', 'desktop/main', 'web/src', 'shared'];
const LONGEST = 10;
const MAX_FUNCTION_LINES = 120;
const MAX_FILE_LINES = 300;
const CLOSURES = 10;
const MAX_CLOSURE_LETS = 5;
const MAX_FOLDER_FILES = 20;
const FOLDERS = 10;

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

const folders = [...filesPerFolder(root)].sort((a, b) => b[1] - a[1]);
console.log(`\n${FOLDERS} folders holding the most production files directly (files, folder):`);
for (const [folder, count] of folders.slice(0, FOLDERS)) console.log(`  ${String(count).padStart(4)}  ${folder}`);
const over = folders.filter(([, n]) => n > MAX_FOLDER_FILES);
const data = over.filter(([folder]) => DATA_FOLDERS.has(folder)).map(([folder, n]) => `${folder} ${n}`);
console.log(
  `folders over ${MAX_FOLDER_FILES} production files: ${over.length - data.length}` +
    (data.length ? ` (besides the data folders, exempt: ${data.join(', ')})` : ''),
);

const upward = upwardImports(root);
const byTarget = new Map<string, number>();
for (const { target } of upward) byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
console.log(`\nimports of a file in a folder above the importer's own: ${upward.length}`);
for (const [target, count] of [...byTarget].sort((a, b) => b[1] - a[1]).slice(0, FOLDERS))
  console.log(`  ${String(count).padStart(4)}  ${target}`);

const references = trackerReferences(root);
const referring = new Set(references.map((r) => r.where.split(':')[0]));
console.log(
  `\ntracker references (issue, item or session numbers) in code, tests and tools: ${references.length} in ${referring.size} files`,
);
