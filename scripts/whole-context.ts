/**
 * The station's functions that take the whole StationContext instead of the parts they use (`Pick<StationContext,
 * …>`): `tsx scripts/whole-context.ts [--list] [root]`, counted apart for the HTTP layer (desktop/station/http, where
 * a router is handed the context to pass on) and the services (everything else).
 */
import path from 'node:path';
import ts from 'typescript';
import { parse, sourceFiles } from './code-shape';

const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.');
const counts = { http: 0, services: 0 };
for (const file of sourceFiles(path.join(root, 'desktop/station'))) {
  const { source } = parse(file);
  const relative = path.relative(root, file);
  const area = relative.startsWith(path.join('desktop/station/http', path.sep)) ? 'http' : 'services';
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node))
      for (const parameter of node.parameters) {
        const type = parameter.type;
        if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText(source) !== 'StationContext') continue;
        counts[area]++;
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (process.argv.includes('--list')) console.log(`${area.padEnd(8)} ${relative}:${line}`);
      }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(
  `whole StationContext parameters: ${counts.http + counts.services} (http ${counts.http}, services ${counts.services})`,
);
