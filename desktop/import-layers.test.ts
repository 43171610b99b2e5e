import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-layers-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Lints probe files laid out like the repo with the repo's own biome.json; returns the files Biome refused. */
function refused(files: Record<string, string>): string[] {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.vcs; // the probe folder is not a git checkout
  fs.writeFileSync(path.join(work, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    fs.writeFileSync(path.join(work, file), text);
  }
  const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', '.'], {
    cwd: work,
    encoding: 'utf8',
  });
  const out = `${run.stdout}${run.stderr}`;
  return [...out.matchAll(/^(\S+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]!).sort();
}

describe('layers are enforced by the linter (npm run lint)', () => {
  it('refuses electron in the station core and the web app, desktop/ from web/ and shared/, node: in shared/, http/ below the routes', () => {
    const electron = "import { app } from 'electron';\nexport const x = app;\n";
    expect(
      refused({
        'desktop/station/core.ts': electron,
        'web/src/page.ts': electron,
        'web/src/reach.ts': "import { log } from '../../desktop/station/log';\nexport const x = log;\n",
        'shared/schema.ts': "import fs from 'node:fs';\nexport const x = fs;\n",
        'shared/reach.ts': "import { log } from '../desktop/station/log';\nexport const x = log;\n",
        'desktop/main/window.ts': electron,
        'desktop/station/ok.ts':
          "import fs from 'node:fs';\nimport { STATION } from '../../shared/station-facts';\nexport const x = [fs, STATION];\n",
        'web/src/ok.ts': "import { STATION } from '../../shared/station-facts';\nexport const x = STATION;\n",
        'desktop/station/podcasts/rule.ts':
          "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n",
        'desktop/station/programming/rule.ts':
          "import { notFound } from '../http/errors';\nexport const x = notFound;\n",
        'desktop/station/programming/ok.ts':
          "import { Conflict } from '../domain-errors';\nexport const x = Conflict;\n",
      }),
    ).toEqual([
      'desktop/station/core.ts',
      'desktop/station/podcasts/rule.ts',
      'desktop/station/programming/rule.ts',
      'shared/reach.ts',
      'shared/schema.ts',
      'web/src/page.ts',
      'web/src/reach.ts',
    ]);
  });
});
