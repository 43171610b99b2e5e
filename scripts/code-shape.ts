/**
 * Reading the code's shape from the source (#20), shared by the check that fails on a breach (check-code-shape.ts)
 * and the figures that compare two trees (code-figures.ts): the functions with their length and the `let`s their
 * own body holds, and the relative imports between modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The production sources under `dir`: .ts (and .tsx when asked), no tests, no `testing/` folder of helpers. */
export function sourceFiles(dir: string, options: { tsx?: boolean } = {}): string[] {
  if (!fs.existsSync(dir)) return [];
  const source = options.tsx ? /\.tsx?$/ : /\.ts$/;
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file, options);
    return source.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

export function parse(file: string): { text: string; source: ts.SourceFile } {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
}

export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface FunctionShape {
  where: string;
  /** `file name`, as check-code-shape's KNOWN lists it. */
  key: string;
  file: string;
  name: string;
  lines: number;
  lets: string[];
}

/** A function's own name, else the name it is bound to (`const Page = () => …`, `{ key: () => … }`). */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.initializer === node)
    return parent.name.getText(source);
  return '(anonymous)';
}

export function functionsOf(root: string, file: string, source: ts.SourceFile): FunctionShape[] {
  const found: FunctionShape[] = [];
  const relative = path.relative(root, file);
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
      const name = nameOf(node, source);
      found.push({
        where: `${relative}:${lineOf(node.getStart(source))} ${name}`,
        key: `${relative} ${name}`,
        file: relative,
        name,
        lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1,
        lets,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules inside `within` that `file` imports (or re-exports from) by a relative path. */
export function importsOf(file: string, source: ts.SourceFile, within: string): string[] {
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? (statement.moduleSpecifier as ts.StringLiteral).text
        : null;
    if (!specifier?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')])
      if (candidate.startsWith(within) && fs.existsSync(candidate)) targets.push(candidate);
  }
  return targets;
}

/** Tarjan's strongly connected components: every component of more than one module is an import cycle. */
export function cycles(graph: Map<string, string[]>, relativeTo: string): string[][] {
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
      component.push(path.relative(relativeTo, member));
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!meta.has(node)) connect(node);
  return found;
}
