import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privilegedSchemes, protocolHandlers, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { registerSetupScheme, serveSetupScreen } = await import('./setup-protocol');

describe('setup screen on emisora://app', () => {
  let parent: string;
  let root: string;
  beforeAll(() => {
    resetStandIn();
    // The secret file sits beside the renderer folder, in a folder of this run's own: a second copy of the suite
    // on the machine writes its own, and nothing stays behind in the shared temp folder.
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-renderer-'));
    root = path.join(parent, 'renderer');
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(parent, 'emisora-secret.txt'), 'secret');
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('registers a standard, secure scheme and serves the web app with the router fallback', async () => {
    registerSetupScheme();
    expect(privilegedSchemes).toEqual([
      { scheme: 'emisora', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    serveSetupScreen(root);
    const serve = protocolHandlers.get('emisora')!;
    const page = await serve(new Request('emisora://app/setup'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const script = await serve(new Request('emisora://app/assets/app.js'));
    expect(await script.text()).toBe('console.log(1)');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await serve(new Request('emisora://app/assets/missing.js'))).status).toBe(404);
    // The web app's API calls get a JSON 404 (there is no station yet), not the page's HTML.
    const api = await serve(new Request('emisora://app/api/site-config'));
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not_found' });
  });

  it('never serves outside the web app folder or for another host', async () => {
    const serve = protocolHandlers.get('emisora')!;
    expect((await serve(new Request('emisora://app/..%2Femisora-secret.txt'))).status).toBe(404);
    // The URL parser resolves the dots itself: /etc/passwd inside the app is a page of the app, never the file.
    expect(await (await serve(new Request('emisora://app/%2e%2e/%2e%2e/etc/passwd'))).text()).toContain('id="root"');
    expect((await serve(new Request('emisora://evil/setup'))).status).toBe(404);
  });
});
