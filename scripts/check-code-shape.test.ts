import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-shape-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Writes a probe tree laid out like the repo and runs the lint's shape check on it: its exit code and breaches. */
function check(tree: string, files: Record<string, string>): { code: number | null; breaches: string[] } {
  const root = path.join(work, tree);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/check-code-shape.ts', root], {
    cwd: repo,
    encoding: 'utf8',
  });
  const breaches = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('BREACH'))
    .map((line) => line.slice('BREACH '.length));
  return { code: run.status, breaches };
}

const many = (folder: string, count: number, ext = '.ts') =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`${folder}/part-${i}${ext}`, `export const part${i} = ${i};\n`]),
  );

// Built from pieces, so this file cites nothing itself.
const hash = '#';
const item = ['item', '4'].join(' ');
const issue = ['issue', '28'].join(' ');

describe('the shape rules npm run lint enforces', () => {
  it('refuses a folder over 20 production files, not counting its tests; the migrations are data', () => {
    const result = check('folders', {
      ...many('desktop/station/crowded', 21),
      ...many('desktop/station/full', 20),
      ...many('desktop/station/full', 6, '.test.ts'),
      ...many('desktop/station/db/migrations', 25),
      ...many('web/src/admin/pages', 21, '.tsx'),
    });
    expect(result.code).toBe(1);
    expect(result.breaches.sort()).toEqual([
      'folder with 21 production files (at most 20; tests beside their code do not count): desktop/station/crowded: split it into subfolders named for what each part does',
      'folder with 21 production files (at most 20; tests beside their code do not count): web/src/admin/pages: split it into subfolders named for what each part does',
    ]);
  });

  it('refuses a route path written as a string in the HTTP layer; names, headers, constants and the app mounts pass', () => {
    const result = check('routes', {
      'desktop/station/http/routes/area/written.ts': [
        "router.get('/gallery/images', h);",
        "api.use('/streaming', sub);",
        `router.post(\`\${'mount'}.m3u\`, h);`,
      ].join('\n'),
      'desktop/station/http/routes/area/named.ts': [
        "handle(router, 'gallery.upload', h);",
        'router.get(STATION_FILES.metrics, h);',
        "const host = req.get('host');",
        "app.use('/api', api);",
      ].join('\n'),
      'desktop/station/http/routes/area/named.test.ts': "router.get('/in-a-test', h);\n",
    });
    expect(result.code).toBe(1);
    expect(result.breaches.map((b) => b.split(': ')[1]?.split('. ')[0]).sort()).toEqual([
      "api.use('/streaming'",
      "router.get('/gallery/images'",
      `router.post(\`\${'mount'}.m3u\``,
    ]);
  });

  it('refuses an import from a folder above the importer, lazy ones too; a cousin or a test may', () => {
    const result = check('layers', {
      'desktop/station/core/context.ts': 'export const context = 1;\n',
      'desktop/station/broadcast/mixer.ts': 'export const mixer = 1;\n',
      'desktop/station/broadcast/engine/engine.ts':
        "import { context } from '../../core/context';\nimport { mixer } from '../mixer';\nexport const engine = [context, mixer];\n",
      'desktop/station/broadcast/engine/engine.test.ts': "import { mixer } from '../mixer';\nexport const t = mixer;\n",
      'desktop/station/start.ts': "import { engine } from './broadcast/engine/engine';\nexport const s = engine;\n",
      'web/src/top.ts': 'export const top = 1;\n',
      'web/src/admin/page.tsx': "export const page = () => import('../top');\n",
      'shared/station/rules.ts': 'export const rules = 1;\n',
      'shared/schemas/tracks.ts': "import { rules } from '../station/rules';\nexport const tracks = rules;\n",
      'desktop/main/window.ts': "import { start } from '../station/start';\nexport const w = start;\n",
    });
    expect(result.code).toBe(1);
    expect(result.breaches.map((b) => b.split('. ')[0]).sort()).toEqual([
      "import from a folder above the importer's own: desktop/station/broadcast/engine/engine.ts imports desktop/station/broadcast/mixer.ts",
      "import from a folder above the importer's own: web/src/admin/page.tsx imports web/src/top.ts",
    ]);
  });

  it('refuses an issue number in code, tests, tools and specs, not a colour, an entity or the docs', () => {
    const result = check('tracker', {
      'desktop/station/live.ts': `// The schedule lock (${hash}22 ${item}).\nexport const colours = ['${hash}333', 'body{background:${hash}111}'];\n`,
      'desktop/station/live.test.ts': `// ${issue}: the buttons work before hydration.\nexport const t = 1;\n`,
      'e2e/home.spec.ts': `export const quote = '&${hash}39;';\n`,
      'docs/notes.md': `${hash}26 is documented here.\n`,
      'bench/planner.ts': `// Target (${hash}21).\nexport const b = 1;\n`,
    });
    expect(result.code).toBe(1);
    expect(result.breaches.sort()).toEqual([
      `tracker reference "${hash}21" at bench/planner.ts:1: write the reason it stood for instead`,
      `tracker reference "${hash}22" at desktop/station/live.ts:1: write the reason it stood for instead`,
      `tracker reference "${issue}" at desktop/station/live.test.ts:1: write the reason it stood for instead`,
      `tracker reference "${item}" at desktop/station/live.ts:1: write the reason it stood for instead`,
    ]);
  });

  it('passes a tree that keeps every rule', () => {
    const result = check('clean', {
      ...many('desktop/station/full', 19),
      'desktop/station/core/context.ts': 'export const context = 1;\n',
      'desktop/station/full/uses.ts': "import { context } from '../core/context';\nexport const u = context;\n",
    });
    expect(result).toEqual({ code: 0, breaches: [] });
  });
});
