/**
 * The station's shape rules (#20), checked on the source: no production function over 120 lines, no closure holding
 * more than 5 mutable variables, no import cycle inside desktop/station. `tsx scripts/check-code-shape.ts [root]`
 * prints what breaks them and the longest functions and largest files, and exits 1 on a breach.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Breaches that predate the check, each to be taken apart by the work on its area (#20): listed as `kind where`,
 * where is `file name` for functions and the cycle's modules for cycles. New ones fail; one that is gone must leave
 * this list, so it only shrinks.
 */
const KNOWN = new Set<string>([]);

const MAX_FUNCTION_LINES = 120;
const MAX_CLOSURE_LETS = 5;
const root = path.resolve(process.argv[2] ?? '.');
const stationDir = path.join(root, 'desktop/station');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

interface FunctionShape {
  where: string;
  /** `file name`, as KNOWN lists it. */
  key: string;
  lines: number;
  lets: string[];
}

function functionsOf(file: string, source: ts.SourceFile): FunctionShape[] {
  const found: FunctionShape[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const body = node.body as ts.Node;
      const lets: string[] = [];
      // The body's own `let`s, not those of nested functions: what this closure holds.
      const collect = (inner: ts.Node) => {
        if (inner !== body && ts.isFunctionLike(inner)) return;
        if (ts.isVariableDeclarationList(inner) && inner.flags & ts.NodeFlags.Let)
          for (const d of inner.declarations) lets.push(d.name.getText(source));
        if (ts.isForStatement(inner) || ts.isForOfStatement(inner) || ts.isForInStatement(inner)) {
          ts.forEachChild(inner, (child) => (ts.isVariableDeclarationList(child) ? undefined : collect(child)));
          return;
        }
        ts.forEachChild(inner, collect);
      };
      collect(body);
      const name = (node as ts.FunctionLikeDeclaration).name?.getText(source) ?? '(anonymous)';
      found.push({
        where: `${path.relative(root, file)}:${lineOf(node.getStart(source))} ${name}`,
        key: `${path.relative(root, file)} ${name}`,
        lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1,
        lets,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importsOf(file: string, source: ts.SourceFile): string[] {
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? (statement.moduleSpecifier as ts.StringLiteral).text
        : null;
    if (!specifier?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')])
      if (candidate.startsWith(stationDir) && fs.existsSync(candidate)) targets.push(candidate);
  }
  return targets;
}

/** Tarjan's strongly connected components: every component of more than one module is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const meta = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const connect = (node: string) => {
    const own = { index, low: index, onStack: true };
    index++;
    meta.set(node, own);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = meta.get(next);
      if (!seen) {
        connect(next);
        own.low = Math.min(own.low, meta.get(next)!.low);
      } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
    }
    if (own.low !== own.index) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      meta.get(member)!.onStack = false;
      component.push(path.relative(stationDir, member));
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!meta.has(node)) connect(node);
  return found;
}

const files = sourceFiles(stationDir);
const functions: FunctionShape[] = [];
const graph = new Map<string, string[]>();
const sizes: Array<{ file: string; lines: number }> = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  functions.push(...functionsOf(file, source));
  graph.set(file, importsOf(file, source));
  sizes.push({ file: path.relative(root, file), lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
}

const long = functions.filter((f) => f.lines > MAX_FUNCTION_LINES);
const holding = functions.filter((f) => f.lets.length > MAX_CLOSURE_LETS);
const loops = cycles(graph);
const byLength = [...functions].sort((a, b) => b.lines - a.lines).slice(0, 8);
console.log('longest functions:');
for (const f of byLength) console.log(`  ${f.lines} lines, ${f.lets.length} lets  ${f.where}`);
console.log(`files over 300 lines (desktop/station, production):`);
for (const s of sizes.filter((s) => s.lines > 300).sort((a, b) => b.lines - a.lines))
  console.log(`  ${s.lines}  ${s.file}`);
const breaches = [
  ...long.map((f) => ({
    key: `lines ${f.key}`,
    text: `function over ${MAX_FUNCTION_LINES} lines: ${f.lines}  ${f.where}`,
  })),
  ...holding.map((f) => ({
    key: `lets ${f.key}`,
    text: `closure with ${f.lets.length} mutable variables: ${f.where} (${f.lets.join(', ')})`,
  })),
  ...loops.map((loop) => ({ key: `cycle ${loop.join(' ')}`, text: `import cycle: ${loop.join(' <-> ')}` })),
];
const fresh = breaches.filter((b) => !KNOWN.has(b.key));
const gone = [...KNOWN].filter((key) => !breaches.some((b) => b.key === key));
for (const b of breaches) console.log(`${KNOWN.has(b.key) ? 'known ' : 'BREACH'} ${b.text}`);
for (const key of gone) console.log(`FIXED  ${key}: remove it from KNOWN`);
if (fresh.length + gone.length > 0) process.exit(1);
console.log(`shape ok (${breaches.length} known breaches left)`);
