import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAB_DEFAULTS, SLIDE } from '../../../../../shared/schemas/broadcast/dab';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

// A real engine (empty library: the station ID airs), so saved paths are seen to be written.
let station: TestStation;
let api: ApiClient;
let cookie: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-dab-admin-'));
const dlsFile = path.join(dir, 'dls.txt');
const slidesDir = path.join(dir, 'slides');

beforeAll(async () => {
  fs.mkdirSync(slidesDir);
  station = await startTestStation();
  await station.ready;
  cookie = await station.login();
  api = apiClient(station, cookie);
}, 60_000);
afterAll(async () => {
  await station?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('admin DAB+ settings', () => {
  it('start with nothing written and the defaults', async () => {
    expect(await api.call('dab.get')).toMatchObject({
      settings: DAB_DEFAULTS,
      fixed: { dlsFile: null, slidesDir: null },
      state: { dls: { path: null, text: null }, slide: { file: null } },
    });
    expect((await api.send('dab.slide')).status).toBe(404);
  });

  it('saved paths are written before the answer: the station text, and the logo as the slide', async () => {
    const view = await api.call('dab.update', { body: { ...DAB_DEFAULTS, dlsFile, slidesDir } });
    expect(view.state.dls).toMatchObject({ path: dlsFile, text: 'Ràdio Portbou 100.3 FM', error: null });
    expect(fs.readFileSync(dlsFile, 'utf8')).toContain('\nRàdio Portbou 100.3 FM\n');
    expect(view.state.slide).toMatchObject({ dir: slidesDir, source: 'logo', error: null });
    expect(fs.readdirSync(slidesDir)).toEqual([view.state.slide.file]);
    // The card shows the slide as the browser loads it: the bytes in the folder, a JPEG of the slideshow's size.
    const res = await station.fetch(api.url('dab.slide', { query: { v: view.state.slide.file ?? '' } }), {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(view.state.slide.bytes);
    expect(bytes.length).toBeLessThanOrEqual(SLIDE.maxBytes);
    expect(imageSize(bytes)).toMatchObject({ width: SLIDE.width, height: SLIDE.height });
  });

  it('refuses a relative path or an overlong text, in Spanish, naming the field, and keeps the old settings', async () => {
    const relative = await api.sendInvalid('dab.update', { body: { ...DAB_DEFAULTS, dlsFile: 'dls.txt' } });
    expect(relative.status).toBe(400);
    expect(relative.error).toMatchObject({ field: 'dlsFile', message: expect.stringContaining('ruta absoluta') });
    const long = await api.sendInvalid('dab.update', { body: { ...DAB_DEFAULTS, stationText: 'x'.repeat(129) } });
    expect(long.status).toBe(400);
    expect(long.error?.field).toBe('stationText');
    expect((await api.call('dab.get')).settings.dlsFile).toBe(dlsFile);
  });

  it('a file that cannot be written is shown with its error, not a failure of the page', async () => {
    const view = await api.call('dab.update', {
      body: { ...DAB_DEFAULTS, dlsFile: path.join(dir, 'missing', 'dls.txt') },
    });
    expect(view.state.dls.error).toBe(`No existe la carpeta donde va ${path.join(dir, 'missing', 'dls.txt')}.`);
    await api.call('dab.update', { body: { ...DAB_DEFAULTS, dlsFile, slidesDir } });
  });

  it('is refused to a visitor without a session and to a presenter', async () => {
    expect((await api.as(undefined).send('dab.get')).status).toBe(401);
    expect((await api.as(await nonAdminCookie(station)).send('dab.get')).status).toBe(403);
    expect((await api.as(undefined).send('dab.slide')).status).toBe(401);
  });
});
