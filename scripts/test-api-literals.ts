/**
 * The typed-client rule of `npm run lint`: a unit or integration test (and a test helper) calls the station's API by
 * route name through testing/station/api-client.ts (`api.call('users.create', { body })`), never with a literal
 * '/api/…' URL, so a route's path is written once, in shared/api. A test that sends on purpose what the table cannot
 * express (an unknown route, a path traversal, a malformed parameter, a raw look at the wire) keeps its literal and
 * says why on the line above: `// Literal URL: <reason>`. The browser tests (e2e/) are held to their own client.
 * `tsx scripts/test-api-literals.ts [--list] [root]` counts them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from './code-shape';

const MARK = /\/\/\s*Literal URL:\s*\S/;
/** The text of a string that names a station API URL: /api/… alone or after an origin. */
const API_URL = /(^|[^\w/.])\/api(\/|\?|$)/;

export interface ApiLiteral {
  /** The file, relative to the root with forward slashes. */
  file: string;
  where: string;
  text: string;
  marked: boolean;
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

/** The tests (*.test.ts, *.test.tsx) under desktop/, shared/ and web/, and everything under testing/. */
export function testFiles(root: string): string[] {
  const isTest = (name: string) => /\.test\.tsx?$/.test(name);
  return [
    ...['desktop', 'shared', 'web'].flatMap((dir) => files(path.join(root, dir), isTest)),
    ...files(path.join(root, 'testing'), (name) => /\.tsx?$/.test(name)),
  ];
}

const TITLED = new Set(['describe', 'it', 'test']);

/** A test's title (describe('GET /api/tracks', …)) names what it is about: not a call. */
function isTitle(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
    callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  return ts.isIdentifier(callee) && TITLED.has(callee.text);
}

/** The literal parts of a string or template: what a reader sees written. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/** Every literal API URL in the tests, with whether it is marked on its line or the line above. */
export function testApiLiterals(root: string): ApiLiteral[] {
  const found: ApiLiteral[] = [];
  for (const file of testFiles(root)) {
    const { text, source } = parse(file);
    if (!text.includes('/api')) continue;
    const lines = text.split('\n');
    const relative = path.relative(root, file).split(path.sep).join('/');
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const texts = literalTexts(node);
      if (texts.some((t) => API_URL.test(t)) && !isTitle(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const marked = MARK.test(lines[line] ?? '') || MARK.test(lines[line - 1] ?? '');
        found.push({ file: relative, where: `${relative}:${line + 1}`, text: node.getText(source), marked });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.');
  const found = testApiLiterals(root);
  if (process.argv.includes('--list'))
    for (const l of found)
      console.log(`${l.marked ? 'marked  ' : 'literal '} ${l.where} ${l.text.replace(/\s+/g, ' ')}`);
  const unmarked = found.filter((l) => !l.marked);
  console.log(
    `literal API URLs in tests outside e2e/: ${unmarked.length} unmarked in ${new Set(unmarked.map((l) => l.file)).size} files, ${found.length - unmarked.length} marked`,
  );
}
