import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-doc-links-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
/** The command `npm run lint:docs` runs, as package.json has it. */
const lintDocs: string = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts['lint:docs'];

/**
 * Writes a probe tree with the repo's remark settings and runs `npm run lint:docs`'s command in it: its exit code and
 * the problems it names.
 */
function checkLinks(tree: string, files: Record<string, string>): { code: number | null; problems: string[] } {
  const root = path.join(work, tree);
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.copyFileSync(path.join(repo, '.remarkrc.json'), path.join(root, '.remarkrc.json'));
  // The settings name their plugin by package, resolved from the tree being checked.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const [command, ...args] = lintDocs.split(' ');
  const run = spawnSync(path.join(repo, 'node_modules/.bin', command!), [...args, '--no-color'], {
    cwd: root,
    encoding: 'utf8',
  });
  const problems = run.stderr
    .split('\n')
    .map((line) => /Cannot find .*?`[^`]*`(?: in `[^`]*`)?/.exec(line)?.[0])
    .filter((problem): problem is string => problem !== undefined);
  return { code: run.status, problems };
}

describe('npm run lint:docs', () => {
  it('refuses a link to a page or a heading that does not exist, in the README and in docs/', () => {
    const result = checkLinks('broken', {
      'README.md': '# Station\n\nSee [the guide](docs/guide.md#backups) and [the API](docs/api.md).\n',
      'docs/guide.md':
        '# Guide\n\n## Restore\n\nBack to [the start](../README.md#station), [a file](../src/gone.ts).\n',
    });
    expect(result.code).toBe(1);
    expect(result.problems.sort()).toEqual([
      'Cannot find file `../src/gone.ts`',
      'Cannot find file `docs/api.md`',
      'Cannot find heading for `#backups` in `docs/guide.md`',
    ]);
  });

  it('passes pages whose links all lead somewhere', () => {
    const result = checkLinks('sound', {
      'README.md': '# Station\n\nSee [the guide](docs/guide.md#restore-from-the-command-line).\n',
      'docs/guide.md': '# Guide\n\n## Restore from the command line\n\nBack to [the start](../README.md#station).\n',
    });
    expect(result).toEqual({ code: 0, problems: [] });
  });
});
