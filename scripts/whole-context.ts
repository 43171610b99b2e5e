/**
 * The station's functions that take the whole StationContext instead of the parts they use (`Pick<StationContext,
 * …>`): `tsx scripts/whole-context.ts [--list] [root]`, counted apart for the HTTP layer (desktop/station/http, where
 * a router is handed the context to pass on) and the services (everything else). `npm run lint` holds the count at
 * the composition root: createApp and the API groups it mounts take the context whole to hand each router its part.
 */
import path from 'node:path';
import ts from 'typescript';
import { parse, sourceFiles } from './code-shape';

/** Where the whole context is handed out: the app and the type of the route groups it mounts. */
export const COMPOSITION_ROOT = ['desktop/station/http/app.ts', 'desktop/station/http/route-helpers/api-group.ts'];

export interface WholeContextParam {
  area: 'http' | 'services';
  /** The file, relative to the root with forward slashes. */
  file: string;
  where: string;
}

/** Every parameter in desktop/station typed as the whole StationContext. */
export function wholeContextParams(root: string): WholeContextParam[] {
  const found: WholeContextParam[] = [];
  for (const file of sourceFiles(path.join(root, 'desktop/station'))) {
    const { source } = parse(file);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const area = relative.startsWith('desktop/station/http/') ? 'http' : 'services';
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node))
        for (const parameter of node.parameters) {
          const type = parameter.type;
          if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText(source) !== 'StationContext') continue;
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({ area, file: relative, where: `${relative}:${line}` });
        }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.');
  const found = wholeContextParams(root);
  if (process.argv.includes('--list')) for (const p of found) console.log(`${p.area.padEnd(8)} ${p.where}`);
  const http = found.filter((p) => p.area === 'http').length;
  console.log(`whole StationContext parameters: ${found.length} (http ${http}, services ${found.length - http})`);
}
