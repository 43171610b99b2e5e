/**
 * The route rule of `npm run lint`: in the station's HTTP layer an Express route is registered from the API table
 * by name (handle(router, 'gallery.upload', …)), so no router call there names a path with a string of its own.
 * What is not API (Prometheus, Icecast's files, calendar feeds) takes its path from a named constant.
 */
import path from 'node:path';
import ts from 'typescript';
import { parse, sourceFiles } from './code-shape';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'head', 'options', 'use']);
/** The app's own mounts (/api, /assets, /media) are where the layers meet, not routes. */
const MOUNTING_RECEIVERS = new Set(['app']);
/** A request's and a response's `get` read a header (req.get('host')): not a route. */
const NOT_ROUTERS = new Set(['req', 'res', 'request', 'response']);

export interface RoutePathLiteral {
  where: string;
  text: string;
}

const isLiteral = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

/** Every router call under desktop/station/http whose path is written as a literal. */
export function routePathLiterals(root: string): RoutePathLiteral[] {
  const found: RoutePathLiteral[] = [];
  for (const file of sourceFiles(path.join(root, 'desktop/station/http'))) {
    const { source } = parse(file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const receiver = node.expression.expression.getText(source);
        const [first] = node.arguments;
        if (
          ROUTE_METHODS.has(method) &&
          !NOT_ROUTERS.has(receiver) &&
          !(method === 'use' && MOUNTING_RECEIVERS.has(receiver)) &&
          isLiteral(first)
        ) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({
            where: `${path.relative(root, file)}:${line + 1}`,
            text: `${receiver}.${method}(${first?.getText(source)}`,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
