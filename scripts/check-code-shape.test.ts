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

// Each case parses a probe tree with the TypeScript compiler: 5–15 s of CPU alone, and up to 50 s at the lowest
// priority beside a second copy of the suite. Nothing here waits on anything but the CPU.
describe('the shape rules npm run lint enforces', { timeout: 180_000 }, () => {
  it('refuses, in the broadcast engine, a closure that reads a variable declared further down', () => {
    const result = check('order', {
      'desktop/station/broadcast/engine/engine.ts': [
        'export function createEngine() {',
        '  const playout = { onAir: () => onAir.aired() };',
        '  const onAir = { aired: () => playout };',
        '  const ordered = { first: () => playout };',
        '  const shadowed = (onAir: number) => onAir;',
        '  return { playout, onAir, ordered, shadowed };',
        '}',
        '',
      ].join('\n'),
      'desktop/station/library/elsewhere.ts':
        'export function f() {\n  const a = () => b;\n  const b = 1;\n  return a;\n}\n',
    });
    expect(result.code).toBe(1);
    expect(result.breaches).toEqual([
      'closure reads onAir, declared further down, at desktop/station/broadcast/engine/engine.ts:2: build what it reads first, or reach a part built later through a late binding (broadcast/engine/late-bound.ts)',
    ]);
  });

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

  it('refuses a route factory taking the whole StationContext; a Pick of it and the composition root pass', () => {
    const result = check('context', {
      'desktop/station/http/routes/area/whole.ts': [
        'export function wholeRoutes(ctx: StationContext) { return ctx.repos; }',
        'export const alsoWhole = ({ repos }: StationContext) => repos;',
      ].join('\n'),
      'desktop/station/http/routes/area/picked.ts':
        "export function pickedRoutes(ctx: Pick<StationContext, 'repos'>) { return ctx.repos; }\n",
      'desktop/station/http/app.ts': 'export function createApp(ctx: StationContext) { return ctx; }\n',
    });
    expect(result.code).toBe(1);
    expect(result.breaches.map((b) => b.split(': ')[0])).toEqual([
      'route factory takes the whole StationContext at desktop/station/http/routes/area/whole.ts:1',
      'route factory takes the whole StationContext at desktop/station/http/routes/area/whole.ts:2',
    ]);
  });

  it('refuses a literal API URL in a unit test or a test helper unless marked; e2e, imports and the client pass', () => {
    const result = check('api-literals', {
      'desktop/station/area/calls.test.ts': [
        "await station.fetch('/api/auth/users');",
        `await station.fetch(\`/api/tracks/\${id}\`);`,
        `await fetch(\`http://127.0.0.1:\${port}/api/health?full=1\`);`,
        '// Literal URL: a path the table cannot express, to see the 404',
        "await station.fetch('/api/no-such-route');",
        "import { x } from '../api/admin-api';",
        "await api.call('users.list');",
      ].join('\n'),
      'testing/station/helper.ts': "export const login = () => post('/api/auth/login');\n",
      'web/src/area/Page.test.tsx': "const route = 'GET /api/tracks';\n",
      'e2e/page.spec.ts': "await page.request.get('/api/tracks');\n",
    });
    expect(result.code).toBe(1);
    expect(result.breaches.map((b) => b.split(' in a test at ')[1]?.split(': ')[0]).sort()).toEqual([
      'desktop/station/area/calls.test.ts:1',
      'desktop/station/area/calls.test.ts:2',
      'desktop/station/area/calls.test.ts:3',
      'testing/station/helper.ts:1',
      'web/src/area/Page.test.tsx:1',
    ]);
    expect(result.breaches[0]).toContain("apiClient(station, cookie).call('area.name'");
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

  it('refuses an issue number in code, tests, tools, specs, the README and docs, not a colour or an entity', () => {
    const result = check('tracker', {
      'desktop/station/live.ts': `// The schedule lock (${hash}22 ${item}).\nexport const colours = ['${hash}333', 'body{background:${hash}111}'];\n`,
      'desktop/station/live.test.ts': `// ${issue}: the buttons work before hydration.\nexport const t = 1;\n`,
      'e2e/home.spec.ts': `export const quote = '&${hash}39;';\n`,
      'bench/planner.ts': `// Target (${hash}21).\nexport const b = 1;\n`,
      'shared/auth.ts': `/** The spec's clients send isAdmin; ${hash}23's send role. */\nexport const quoted = "'${hash}444'";\n`,
      'README.md': `# Station\n\nSong requests (${hash}26) on [the schedule](docs/guide.md${hash}requests).\n`,
      'docs/guide/operator.md': `## Backups\n\nSee ${issue} for why.\n`,
    });
    expect(result.code).toBe(1);
    expect(result.breaches.sort()).toEqual([
      `tracker reference "${hash}21" at bench/planner.ts:1: write the reason it stood for instead`,
      `tracker reference "${hash}22" at desktop/station/live.ts:1: write the reason it stood for instead`,
      `tracker reference "${hash}23" at shared/auth.ts:1: write the reason it stood for instead`,
      `tracker reference "${hash}26" at README.md:3: write the reason it stood for instead`,
      `tracker reference "${issue}" at desktop/station/live.test.ts:1: write the reason it stood for instead`,
      `tracker reference "${issue}" at docs/guide/operator.md:3: write the reason it stood for instead`,
      `tracker reference "${item}" at desktop/station/live.ts:1: write the reason it stood for instead`,
    ]);
  });

  it('leaves the verbatim records in docs/data alone', () => {
    const result = check('records', {
      'docs/data/benchmarks-history.md': `## Soak (${issue})\n\nTarget (${hash}21 ${item}).\n`,
      'docs/benchmarks.md': '| what | figure |\n|---|---|\n| soak | +0.15 MiB/h |\n',
    });
    expect(result).toEqual({ code: 0, breaches: [] });
  });

  it('refuses a wall-time read in the station outside clock.ts; a timer, a parsed date or a test may', () => {
    const result = check('clock', {
      'desktop/station/core/clock.ts':
        'export const systemClock = { now: () => Date.now(), monotonic: () => performance.now() };\n',
      'desktop/station/reports/stamp.ts': [
        'export const at = new Date().toISOString();',
        'export const took = () => performance.now();',
        'export const later = { now: Date.now };',
        'export const bare = Date();',
        'export const given = new Date(0).getTime() + Date.parse("2026-11-29");',
        'export const wait = setTimeout(() => {}, 10);',
        `export const sql = "UPDATE t SET at = strftime('%s','now')";`,
        '',
      ].join('\n'),
      'desktop/station/reports/stamp.test.ts': 'export const t = Date.now();\n',
      'web/src/clock.ts': 'export const browser = Date.now();\n',
      'desktop/station/db/migrations/0001-init.ts': "export const sql = `at TEXT DEFAULT (strftime('%s','now'))`;\n",
    });
    expect(result.code).toBe(1);
    const advice = "ask the station's clock (context.clock, desktop/station/core/clock.ts) instead";
    expect(result.breaches.sort()).toEqual(
      [
        `wall-time read "UPDATE t SET at = strftime('%s','now')" at desktop/station/reports/stamp.ts:7: ${advice}`,
        `wall-time read "Date()" at desktop/station/reports/stamp.ts:4: ${advice}`,
        `wall-time read "Date.now" at desktop/station/reports/stamp.ts:3: ${advice}`,
        `wall-time read "new Date()" at desktop/station/reports/stamp.ts:1: ${advice}`,
        `wall-time read "performance.now" at desktop/station/reports/stamp.ts:2: ${advice}`,
      ].sort(),
    );
  });

  it('refuses a fixed sleep in a test unless marked as a real-time wait; a poll in a loop waits for its event', () => {
    const result = check('sleeps', {
      'desktop/station/live.test.ts': [
        "import { sleep } from '../../testing/station/test-audio';",
        'await sleep(500);',
        'await new Promise((r) => setTimeout(r, 2 * 100));',
        '// Real time: nothing must happen, and it is given the time to.',
        'await sleep(1_000);',
        'while (!done()) await sleep(20);',
        '',
      ].join('\n'),
      'e2e/page.spec.ts': 'await page.waitForTimeout(300);\n',
      'testing/station/test-audio.ts': 'export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\n',
    });
    expect(result.code).toBe(1);
    const advice =
      'wait for the event (or drive the clock); a wait that real time is the point of gets "// Real time: <why>" on the line above';
    expect(result.breaches.sort()).toEqual(
      [
        `fixed sleep (500 ms) in a test at desktop/station/live.test.ts:2: ${advice}`,
        `fixed sleep (its length computed) in a test at desktop/station/live.test.ts:3: ${advice}`,
        `fixed sleep (300 ms) in a test at e2e/page.spec.ts:1: ${advice}`,
      ].sort(),
    );
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
