import path from 'node:path';
import {
  cycles,
  DATA_FOLDERS,
  type FunctionShape,
  filesPerFolder,
  functionsOf,
  importsOf,
  lineCount,
  PRODUCTION_AREAS,
  parse,
  sourceFiles,
  trackerReferences,
  upwardImports,
} from './code-shape';
import { type LaterReference, laterReferences } from './later-references';
import { testSleeps } from './count-sleeps';
import { CLOCK_FILE, wallTimeReads } from './wall-time';
import { routePathLiterals } from './route-path-literals';
import { testApiLiterals } from './test-api-literals';
import { COMPOSITION_ROOT, wholeContextParams } from './whole-context';

/**
 * Breaches that predate a rule, each to be taken apart by the work on its area: listed as `kind where`, where is
 * `file name` for functions, the path for files (`file web/src/x.tsx`) and folders, the cycle's modules for cycles.
 * New ones fail; one that is gone must leave this list, so it only shrinks. None is left.
 */
const KNOWN = new Set<string>([]);

const MAX_FUNCTION_LINES = 120;
const MAX_CLOSURE_LETS = 5;
const MAX_FILE_LINES = 300;
const MAX_FOLDER_FILES = 20;
const root = path.resolve(process.argv[2] ?? '.');
const stationDir = path.join(root, 'desktop/station');

// The engine builds its parts in the order they depend on each other: no closure there reads a later variable.
const ORDERED_FOLDERS = ['desktop/station/broadcast/engine/'];
const later: LaterReference[] = [];
const functions: FunctionShape[] = [];
const graph = new Map<string, string[]>();
const sizes: Array<{ file: string; lines: number }> = [];
for (const area of PRODUCTION_AREAS)
  for (const file of sourceFiles(path.join(root, area), { tsx: true })) {
    const { text, source } = parse(file);
    functions.push(...functionsOf(root, file, source));
    if (area === 'desktop/station' && file.endsWith('.ts')) graph.set(file, importsOf(file, source, stationDir));
    sizes.push({ file: path.relative(root, file), lines: lineCount(text) });
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (ORDERED_FOLDERS.some((folder) => relative.startsWith(folder)) && !relative.endsWith('.test.ts'))
      later.push(...laterReferences(relative, source));
  }

const long = functions.filter((f) => f.lines > MAX_FUNCTION_LINES);
const holding = functions.filter((f) => f.lets.length > MAX_CLOSURE_LETS);
const loops = cycles(graph, stationDir);
const large = sizes.filter((s) => s.lines > MAX_FILE_LINES).sort((a, b) => b.lines - a.lines);
const crowded = [...filesPerFolder(root)].filter(([folder, n]) => n > MAX_FOLDER_FILES && !DATA_FOLDERS.has(folder));
const upward = upwardImports(root);
const references = trackerReferences(root);
const clockReads = wallTimeReads(root);
const sleeps = testSleeps(root).filter((s) => s.kind === 'fixed');
const routeLiterals = routePathLiterals(root);
const wholeContext = wholeContextParams(root).filter((p) => p.area === 'http' && !COMPOSITION_ROOT.includes(p.file));
const testLiterals = testApiLiterals(root).filter((l) => !l.marked);
const byLength = [...functions].sort((a, b) => b.lines - a.lines).slice(0, 8);
console.log('longest functions:');
for (const f of byLength) console.log(`  ${f.lines} lines, ${f.lets.length} lets  ${f.where}`);
console.log('largest files:');
for (const s of [...sizes].sort((a, b) => b.lines - a.lines).slice(0, 5)) console.log(`  ${s.lines} lines  ${s.file}`);
const breaches = [
  ...long.map((f) => ({
    key: `lines ${f.key}`,
    text: `function over ${MAX_FUNCTION_LINES} lines: ${f.lines}  ${f.where}`,
  })),
  ...holding.map((f) => ({
    key: `lets ${f.key}`,
    text: `closure with ${f.lets.length} mutable variables: ${f.where} (${f.lets.join(', ')})`,
  })),
  ...large.map((s) => ({ key: `file ${s.file}`, text: `file over ${MAX_FILE_LINES} lines: ${s.lines}  ${s.file}` })),
  ...loops.map((loop) => ({ key: `cycle ${loop.join(' ')}`, text: `import cycle: ${loop.join(' <-> ')}` })),
  ...crowded.map(([folder, n]) => ({
    key: `folder ${folder}`,
    text:
      `folder with ${n} production files (at most ${MAX_FOLDER_FILES}; tests beside their code do not count): ` +
      `${folder}: split it into subfolders named for what each part does`,
  })),
  ...upward.map(({ file, target }) => ({
    key: `upward ${file} ${target}`,
    text:
      `import from a folder above the importer's own: ${file} imports ${target}. A folder's own files compose ` +
      'its subfolders; what the subfolders share goes in a sibling folder of theirs',
  })),
  ...later.map(({ where, name }) => ({
    key: `later ${where} ${name}`,
    text:
      `closure reads ${name}, declared further down, at ${where}: build what it reads first, or reach a part built ` +
      'later through a late binding (broadcast/engine/late-bound.ts)',
  })),
  ...clockReads.map(({ where, text }) => ({
    key: `clock ${where}`,
    text: `wall-time read "${text}" at ${where}: ask the station's clock (context.clock, ${CLOCK_FILE}) instead`,
  })),
  ...sleeps.map(({ where, ms }) => ({
    key: `sleep ${where}`,
    text:
      `fixed sleep (${Number.isNaN(ms) ? 'its length computed' : `${ms} ms`}) in a test at ${where}: wait for the event (or ` +
      'drive the clock); a wait that real time is the point of gets "// Real time: <why>" on the line above',
  })),
  ...references.map(({ where, text }) => ({
    key: `tracker ${where}`,
    text: `tracker reference "${text}" at ${where}: write the reason it stood for instead`,
  })),
  ...routeLiterals.map(({ where, text }) => ({
    key: `route ${where}`,
    text:
      `route path written as a string at ${where}: ${text}. Register an API route from the table by name ` +
      "(handle(router, 'area.name', …)); a path outside /api takes a named constant",
  })),
  ...wholeContext.map(({ where }) => ({
    key: `context ${where}`,
    text:
      `route factory takes the whole StationContext at ${where}: take Pick<StationContext, …> of the parts it ` +
      'uses; only the composition root (createApp, the API groups) hands the whole context on',
  })),
  ...testLiterals.map(({ where, text }) => ({
    key: `api-literal ${where}`,
    text:
      `literal API URL ${text} in a test at ${where}: call the route by name through testing/station/api-client.ts ` +
      "(apiClient(station, cookie).call('area.name', { params, query, body }), .send() for a refusal, .url() for " +
      'what the test opens itself); a URL the table cannot express on purpose (an unknown route, a traversal, a raw ' +
      'wire check) gets "// Literal URL: <why>" on the line above',
  })),
];
const fresh = breaches.filter((b) => !KNOWN.has(b.key));
const gone = [...KNOWN].filter((key) => !breaches.some((b) => b.key === key));
for (const b of breaches) console.log(`${KNOWN.has(b.key) ? 'known ' : 'BREACH'} ${b.text}`);
for (const key of gone) console.log(`FIXED  ${key}: remove it from KNOWN`);
if (fresh.length + gone.length > 0) process.exit(1);
console.log(`shape ok (${breaches.length} known breaches left)`);
