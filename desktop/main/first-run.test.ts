import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePorts } from '../station/config/ports';
import { createDesktopSettings } from './desktop-settings';
import { createFirstRun } from './first-run';

describe('first-run setup (main side)', () => {
  let userData: string;
  let ports: number[];
  beforeEach(async () => {
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-desktop-'));
    ports = await freePorts(3);
  });
  afterEach(() => fs.rmSync(userData, { recursive: true, force: true }));

  const form = (overrides: Record<string, unknown> = {}) => ({
    stationName: 'Ràdio Test',
    password: 'una-clave-larga-2026',
    passwordRepeat: 'una-clave-larga-2026',
    port: ports[0],
    rtmpPort: ports[1],
    flvPort: ports[2],
    dataDir: '',
    importKind: 'new',
    importPath: '',
    openAtLogin: true,
    ...overrides,
  });

  it('is needed until the form is saved; the password goes to the first start only, never to the settings file', async () => {
    const settings = createDesktopSettings(userData);
    const firstRun = createFirstRun({ settings, host: '127.0.0.1' });
    expect(firstRun.needed()).toBe(true);
    expect(firstRun.defaults().dataDir).toBe(path.join(userData, 'station'));
    const { result, start } = await firstRun.submit(form());
    expect(result).toEqual({ ok: true });
    expect(start).toEqual({ adminPassword: 'una-clave-larga-2026' });
    expect(firstRun.needed()).toBe(false);
    const saved = fs.readFileSync(settings.file, 'utf8');
    expect(saved).not.toContain('una-clave-larga');
    expect(JSON.parse(saved)).toMatchObject({
      setupDone: true,
      stationName: 'Ràdio Test',
      port: ports[0],
      openAtLogin: true,
    });
    // A new store reads the same settings back (the next launch).
    expect(createDesktopSettings(userData).get().port).toBe(ports[0]);
  });

  it('refuses a short or mismatched password, equal ports and a port in use, saving nothing', async () => {
    const settings = createDesktopSettings(userData);
    const firstRun = createFirstRun({ settings, host: '127.0.0.1' });
    expect((await firstRun.submit(form({ password: 'corta', passwordRepeat: 'corta' }))).result).toMatchObject({
      ok: false,
      field: 'password',
    });
    expect((await firstRun.submit(form({ passwordRepeat: 'otra-cosa-distinta' }))).result).toMatchObject({
      ok: false,
      field: 'passwordRepeat',
    });
    expect((await firstRun.submit(form({ rtmpPort: ports[0] }))).result).toMatchObject({
      ok: false,
      field: 'rtmpPort',
    });
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(ports[1], '127.0.0.1', resolve));
    try {
      const { result } = await firstRun.submit(form());
      expect(result).toMatchObject({ ok: false, field: 'rtmpPort' });
      expect((result as { message: string }).message).toMatch(String(ports[1]));
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
    expect(fs.existsSync(settings.file)).toBe(false);
  });

  it('imports an existing data folder (no password needed) or a backup to restore', async () => {
    const firstRun = createFirstRun({ settings: createDesktopSettings(userData), host: '127.0.0.1' });
    const existing = path.join(userData, 'old-station');
    fs.mkdirSync(existing);
    const notAStation = await firstRun.submit(form({ importKind: 'folder', dataDir: existing, password: '' }));
    expect(notAStation.result).toMatchObject({ ok: false, field: 'dataDir' });
    fs.writeFileSync(path.join(existing, 'emisora.db'), '');
    const folder = await firstRun.submit(form({ importKind: 'folder', dataDir: existing, password: '' }));
    expect(folder).toEqual({ result: { ok: true }, start: {} });
    const backup = await firstRun.submit(
      form({ importKind: 'backup', importPath: path.join(userData, 'none.tar.gz') }),
    );
    expect(backup.result).toMatchObject({ ok: false, field: 'importPath' });
    const archive = path.join(userData, 'copia.tar.gz');
    fs.writeFileSync(archive, '');
    const restored = await firstRun.submit(form({ importKind: 'backup', importPath: archive }));
    expect(restored.start).toEqual({ restore: archive });
  });

  it('a damaged settings file gives the defaults (setup shows again)', () => {
    const settings = createDesktopSettings(userData);
    fs.writeFileSync(settings.file, '{ not json');
    expect(createDesktopSettings(userData).get()).toMatchObject({ setupDone: false, port: 8080 });
  });
});
