import ts from 'typescript';

/** A closure that names a variable its function declares further down. */
export interface LaterReference {
  /** file:line of the use. */
  where: string;
  name: string;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isConstructorDeclaration(node);

function bindingNames(name: ts.BindingName, out: string[] = []): string[] {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
  return out;
}

/** Names a function declares anywhere in its own body (not in nested functions) and as parameters. */
function ownNames(fn: ts.FunctionLikeDeclaration): Set<string> {
  const names = new Set<string>();
  for (const parameter of fn.parameters) for (const name of bindingNames(parameter.name)) names.add(name);
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
      return;
    }
    if (ts.isVariableDeclaration(node)) for (const name of bindingNames(node.name)) names.add(name);
    ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return names;
}

/** An identifier that reads a variable (not a property's name, nor a declaration's own name). */
function isRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isVariableDeclaration(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && (parent.name === node || parent.propertyName === node)) return false;
  if (ts.isParameter(parent) && parent.name === node) return false;
  if ((ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  return !ts.isTypeReferenceNode(parent) && !ts.isQualifiedName(parent);
}

/**
 * Each closure that reads a `const` or `let` of an enclosing function declared after the closure: it works only as
 * long as nobody calls it before that line has run, so moving a line can break it at run time (a temporal dead
 * zone error). Construction in dependency order builds the parts a closure reads before the closure; parts that
 * need each other both ways reach the later one through a value bound once everything is built.
 */
export function laterReferences(file: string, source: ts.SourceFile): LaterReference[] {
  const found: LaterReference[] = [];
  const visitFunction = (fn: ts.FunctionLikeDeclaration) => {
    const body = fn.body;
    if (!body || !ts.isBlock(body)) return;
    const declared = new Map<string, number>();
    for (const statement of body.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          for (const name of bindingNames(declaration.name)) declared.set(name, statement.getStart(source));
    if (declared.size === 0) return;
    const inClosure = (node: ts.Node, closureStart: number | null, shadowed: ReadonlySet<string>) => {
      if (isFunction(node) && node !== fn) {
        const inner = new Set([...shadowed, ...ownNames(node)]);
        ts.forEachChild(node, (child) => inClosure(child, closureStart ?? node.getStart(source), inner));
        return;
      }
      if (closureStart !== null && ts.isIdentifier(node) && isRead(node) && !shadowed.has(node.text)) {
        const at = declared.get(node.text);
        if (at !== undefined && at > closureStart) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({ where: `${file}:${line}`, name: node.text });
        }
      }
      ts.forEachChild(node, (child) => inClosure(child, closureStart, shadowed));
    };
    ts.forEachChild(body, (child) => inClosure(child, null, new Set()));
  };
  const visit = (node: ts.Node) => {
    if (isFunction(node)) visitFunction(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
