import { spawn } from 'node:child_process';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

// The same ffmpeg the station bundles: it has the icecast:// protocol.
const ffmpegPath = () => resolveFfmpegPath(process.env.FFMPEG_PATH);

// The volunteer here is an admin, who may go live at any hour: a presenter's login is held to their show's slot
// (engine-presenter-live.test.ts, icecast-input.test.ts), and this test is about the guide, not the lock.
test('a volunteer reads ready settings on /estudio/directo, copies them, and sees "te oímos" once connected', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `presentadora-${Date.now()}`;
  await logInAsAdmin(page.request);
  const created = await api(page.request).send('users.create', {
    body: { username, password: 'presentadora-clave-1', isAdmin: true },
  });
  expect(created.status).toBe(201);

  // As a volunteer's browser lets a site copy: the headless shell refuses the clipboard unless allowed.
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const presenter = await context.newPage();
  await api(presenter.request).call('auth.login', { body: { username, password: 'presentadora-clave-1' } });
  await presenter.goto('/estudio/directo');
  const own = await api(presenter.request).call('me.live');
  const butt = presenter.getByRole('region', { name: 'BUTT' });
  await expect(butt.getByText(own.sourcePassword, { exact: true })).toBeVisible();
  await expect(butt.getByText(username, { exact: true })).toBeVisible();
  await expect(presenter.getByRole('region', { name: 'OBS' }).getByText(own.streamKey)).toBeVisible();
  await butt.getByRole('button', { name: 'Copiar Contraseña de BUTT' }).click();
  await expect(butt.getByText('¡Contraseña de BUTT copiado!')).toBeVisible();
  expect(await presenter.evaluate(() => navigator.clipboard.readText())).toBe(own.sourcePassword);
  const signal = presenter.getByRole('status', { name: 'Señal' });
  await expect(signal).toHaveText(/Aún no te oímos/);

  // Her encoder, pointed at the main port with her own login.
  const port = new URL(baseURL!).port;
  const source = spawn(
    ffmpegPath(),
    ['-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'sine=frequency=1000', '-c:a', 'libmp3lame']
      .concat(['-content_type', 'audio/mpeg', '-f', 'mp3'])
      .concat([`icecast://${username}:${own.sourcePassword}@127.0.0.1:${port}/live`]),
    { stdio: 'ignore' },
  );
  try {
    await expect(signal).toHaveText(/Te oímos/, { timeout: 20_000 });
    await expect(presenter.getByRole('region', { name: 'Mixxx' })).toContainText('con Opus, Mixxx no envía el título');
    // On air, her audience is counted live: a listener tuning in shows at once, and leaving too.
    const audience = presenter.getByRole('status', { name: 'Oyentes ahora' });
    await expect(audience).toHaveText(/^\d+ oyentes? ahora$/, { timeout: 10_000 });
    const count = async () => Number((await audience.textContent())?.match(/\d+/)?.[0] ?? Number.NaN);
    const before = await count();
    const tuning = new AbortController();
    const listener = await fetch(`${baseURL}/stream`, { signal: tuning.signal });
    expect(listener.status).toBe(200);
    await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(before);
    const during = await count();
    tuning.abort();
    await expect.poll(count, { timeout: 10_000 }).toBeLessThan(during);
  } finally {
    source.kill('SIGKILL');
  }
  await expect(signal).toHaveText(/Aún no te oímos/, { timeout: 15_000 });
  await context.close();
});

test('the guide tells BUTT, Mixxx and OBS the one address the presenter reached the station by', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `guia-${Date.now()}`;
  await logInAsAdmin(page.request);
  const created = await api(page.request).send('users.create', {
    body: { username, password: 'presentadora-clave-1', role: 'presenter' },
  });
  expect(created.status).toBe(201);
  // The station listens on 127.0.0.1; this presenter typed "localhost" (as a studio PC's name would be typed).
  const reached = baseURL!.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: reached });
  try {
    const presenter = await context.newPage();
    await api(presenter.request).call('auth.login', { body: { username, password: 'presentadora-clave-1' } });
    await presenter.goto('/estudio/directo');
    const rtmpPort = process.env.E2E_RTMP_PORT;
    for (const app of ['BUTT', 'Mixxx'])
      await expect(presenter.getByRole('region', { name: app }).getByText('localhost', { exact: true })).toBeVisible();
    await expect(
      presenter.getByRole('region', { name: 'OBS' }).getByText(`rtmp://localhost:${rtmpPort}/live`, { exact: true }),
    ).toBeVisible();
    await expect(presenter.getByText('127.0.0.1')).toHaveCount(0);
  } finally {
    await context.close();
    await api(page.request).send('users.delete', { params: { id: created.data!.id } });
  }
});
