/**
 * Reading the code's shape from the source, shared by the check that fails on a breach (check-code-shape.ts)
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

/** The product's production areas, each with its own folder rules; their parents (desktop/, web/) are not folders of one area. */
export const PRODUCTION_AREAS = ['desktop/station', 'desktop/main', 'web/src', 'shared'] as const;

/**
 * Every file a module refers to by a relative path: static imports and re-exports, `import()` (a lazy page is still a
 * dependency) and `import('…')` types, resolved to the file on disk (a module, its folder's index, or an asset).
 */
export function relativeImports(file: string, source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      specifiers.push(node.argument.literal.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const isFile = (candidate: string) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const target = path.resolve(path.dirname(file), specifier.split('?')[0]!);
      const found = [
        target,
        `${target}.ts`,
        `${target}.tsx`,
        path.join(target, 'index.ts'),
        path.join(target, 'index.tsx'),
      ].find(isFile);
      return found ? [found] : [];
    });
}

/**
 * Folders of data rather than modules, exempt from the files-per-folder rule. The migrations are one append-only
 * log, numbered in the order they run (db/migrations/index.ts lists them): a newcomer reads them by number, never
 * looks one up by role, and splitting them by range would only make each new one choose a folder.
 */
export const DATA_FOLDERS: ReadonlySet<string> = new Set(['desktop/station/db/migrations']);

/** Production files directly in each folder of the areas (tests, declarations and `testing/` helpers do not count). */
export function filesPerFolder(root: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const area of PRODUCTION_AREAS)
    for (const file of sourceFiles(path.join(root, area), { tsx: true })) {
      const folder = path.relative(root, path.dirname(file));
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
  return counts;
}

export interface UpwardImport {
  file: string;
  target: string;
}

/**
 * Imports that point up the layers: a production module importing a file of a folder above its own (an ancestor of
 * its folder, up to its area's root). A folder's own files compose its subfolders, so they import down; what the
 * subfolders share lives in a sibling folder (`../../core/context`, a cousin, is fine).
 */
export function upwardImports(root: string): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const area of PRODUCTION_AREAS) {
    const areaRoot = path.join(root, area);
    for (const file of sourceFiles(areaRoot, { tsx: true })) {
      const folder = path.dirname(file);
      for (const target of relativeImports(file, parse(file).source)) {
        const above = path.dirname(target);
        const inArea = above === areaRoot || above.startsWith(`${areaRoot}${path.sep}`);
        if (inArea && folder.startsWith(`${above}${path.sep}`))
          found.push({ file: path.relative(root, file), target: path.relative(root, target) });
      }
    }
  }
  return found;
}

/**
 * What cites the tracker instead of saying why: an issue's number after a hash, the words issue, item or session
 * followed by a number (a possessive too: "#22's"), and the old plan's lettered interfaces. A number means nothing to whoever reads the code
 * without the tracker.
 */
const TRACKER_REFERENCE =
  /(?<![\w&'"`[/=#:-])#\d{1,3}(?![\w"`]|'(?!s\b))|\b(?:[Ii]ssues?|[Ss]essions?|[Ii]tems?) \d+\b|\binterface [A-C]\b/g;

/** The folders whose code, tests and tools the tracker rule reads; the README and docs/ are read as well. */
export const TRACKER_RULE_FOLDERS = ['desktop', 'shared', 'web/src', 'testing', 'bench', 'e2e', 'scripts'] as const;

/** Verbatim records (the benchmarks' journal, soak samples): they quote the tracker as it was, and stay as written. */
const DOCS_RECORDS = path.join('docs', 'data');

export interface TrackerReference {
  where: string;
  text: string;
}

/**
 * Every tracker reference in the code, tests, scripts, benches, end-to-end specs, the README and docs/ under root
 * (docs/data/ aside: its records are kept verbatim).
 */
export function trackerReferences(root: string): TrackerReference[] {
  const found: TrackerReference[] = [];
  const walk = (dir: string, names: RegExp): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory())
            return entry.name === 'node_modules' || path.relative(root, file) === DOCS_RECORDS ? [] : walk(file, names);
          return names.test(entry.name) ? [file] : [];
        })
      : [];
  const files = [
    ...TRACKER_RULE_FOLDERS.flatMap((folder) => walk(path.join(root, folder), /\.(ts|tsx|mts|mjs|cjs|js)$/)),
    ...walk(path.join(root, 'docs'), /\.md$/),
    ...fs
      .readdirSync(root)
      .filter((name) => /\.(ts|mjs)$/.test(name) || name === 'README.md')
      .map((name) => path.join(root, name)),
  ];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(TRACKER_REFERENCE))
        found.push({ where: `${path.relative(root, file)}:${index + 1}`, text: match[0] });
    });
  }
  return found;
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
