/**
 * Counts the fixed sleeps in the tests, so "how many seconds do the tests wait on timers" is a figure
 * anyone can reproduce: `tsx scripts/count-sleeps.ts [--list] [root]`, root being another checkout to compare an
 * older tree with. A fixed sleep is `sleep(N)`, a promise around `setTimeout(resolve, N)` or Playwright's
 * `waitForTimeout(N)` with N known from the source (a literal or a file-level constant). One inside a loop is a
 * poll's interval (its total depends on the event it waits for) and is counted apart; one marked `// Real time:` on
 * its line or the line above is kept on purpose, because real audio time is what its test measures (or a slow
 * network is its scenario). `heardMore(rx, N)` (test-listener) is listening counted in audio bytes received:
 * reported apart, as the real audio time the tests listen for.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const KEEP_MARK = /\/\/\s*Real time:/;

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

export type Kind = 'fixed' | 'poll' | 'kept' | 'listen';
export interface Sleep {
  where: string;
  ms: number;
  kind: Kind;
}

function constants(source: ts.SourceFile): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isNumericLiteral(node.initializer)) found.set(node.name.text, Number(node.initializer.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

function delayOf(call: ts.CallExpression, known: Map<string, number>): number | null {
  const name = calleeName(call);
  const arg =
    name === 'sleep' || name === 'waitForTimeout'
      ? call.arguments[0]
      : (name === 'setTimeout' && call.arguments[0] && ts.isIdentifier(call.arguments[0])) || name === 'heardMore'
        ? call.arguments[1]
        : undefined;
  if (!arg) return null;
  if (ts.isNumericLiteral(arg)) return Number(arg.text);
  if (ts.isIdentifier(arg)) {
    const value = known.get(arg.text);
    if (value !== undefined) return value;
    // The delay is a parameter of the function around it: that function is a sleep helper, counted where it is called.
    if (isParameter(call, arg.text)) return null;
  }
  // A delay worked out at run time is still a sleep: counted, its length unknown here (NaN, summed as 0).
  return Number.NaN;
}

function isParameter(node: ts.Node, name: string): boolean {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent)
    if (ts.isFunctionLike(at) && at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name))
      return true;
  return false;
}

function inLoop(node: ts.Node): boolean {
  for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isFunctionLike(at) && !ts.isArrowFunction(at)) return false;
    if (ts.isForStatement(at) || ts.isWhileStatement(at) || ts.isDoStatement(at) || ts.isForOfStatement(at))
      return true;
  }
  return false;
}

function sleepsIn(root: string, file: string): Sleep[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const known = constants(source);
  const lines = text.split('\n');
  const found: Sleep[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const ms = delayOf(node, known);
      if (ms !== null) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const marked = KEEP_MARK.test(lines[line] ?? '') || KEEP_MARK.test(lines[line - 1] ?? '');
        const kind: Kind =
          calleeName(node) === 'heardMore' ? 'listen' : marked ? 'kept' : inLoop(node) ? 'poll' : 'fixed';
        found.push({ where: `${path.relative(root, file)}:${line + 1}`, ms, kind });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every sleep in the unit and component tests (*.test.ts, *.test.tsx), the browser tests and the test helpers. */
export function testSleeps(root: string): Sleep[] {
  const isTest = (name: string) => /\.test\.tsx?$/.test(name);
  const tests = [
    ...['desktop', 'shared', 'web/src'].flatMap((dir) => files(path.join(root, dir), isTest)),
    ...files(path.join(root, 'e2e'), (name) => name.endsWith('.ts')),
    ...files(path.join(root, 'testing'), (name) => name.endsWith('.ts')),
  ];
  return tests.flatMap((file) => sleepsIn(root, file));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) report();

function report() {
  const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.');
  const list = process.argv.includes('--list');
  const sleeps = testSleeps(root);
  if (list) for (const s of sleeps) console.log(`${s.kind.padEnd(5)} ${String(s.ms).padStart(6)} ms  ${s.where}`);
  for (const kind of ['fixed', 'kept', 'listen', 'poll'] as const) {
    const of = sleeps.filter((s) => s.kind === kind);
    const seconds = of.reduce((sum, s) => sum + (Number.isNaN(s.ms) ? 0 : s.ms), 0) / 1000;
    const label = {
      fixed: 'fixed sleeps',
      kept: 'kept sleeps (marked Real time:)',
      listen: 'listening counted in bytes (heardMore)',
      poll: 'poll intervals (in loops)',
    }[kind];
    console.log(`${label}: ${of.length} calls, ${seconds.toFixed(1)} s`);
  }
}
