import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// A presenter attaches this week's file to their own recorded airing from /estudio.
test("a presenter uploads this week's file for their recorded airing, then picks it again from their recordings", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const username = `grabadora-${stamp}`;
  const password = 'grabadora-e2e-pass';
  await logInAsAdmin(page.request);
  const admin = api(page.request);
  const user = await admin.send('users.create', { body: { username, password, role: 'presenter' } });
  expect(user.status).toBe(201);
  const presenterId = user.data!.id;
  // One airing, tomorrow in the small hours (the demo's week leaves them free).
  const tomorrow = day(stationNow() + 86_400_000);
  const name = `Grabado E2E ${stamp}`;
  const show = await admin.send('shows.create', {
    body: {
      name,
      kind: 'recorded',
      presenterIds: [presenterId],
      rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '04:10', durationMin: 20, from: tomorrow, until: tomorrow }],
    },
  });
  expect(show.status, show.text).toBe(201);
  const showId = show.data!.id;

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-e2e-')), 'semana.mp3');
  execFileSync(resolveFfmpegPath(), [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:a', 'libmp3lame', '-b:a', '64k', file],
  ]);

  const context = await browser.newContext({ baseURL });
  const presenter = await context.newPage();
  await presenter.goto('/intranet');
  await presenter.getByLabel('Usuario').fill(username);
  await presenter.getByLabel('Contraseña').fill(password);
  await presenter.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(presenter).toHaveURL(/\/estudio$/);
  await presenter.getByLabel('O sube el archivo').setInputFiles(file);
  await presenter.getByRole('button', { name: 'Subir y adjuntar' }).click();
  await expect(presenter.getByText('Archivo adjuntado', { exact: true })).toBeVisible();

  const airings = () =>
    admin.call('shows.occurrences', { params: { id: showId }, query: { from: tomorrow, to: tomorrow } });
  const uploaded = (await airings())[0]?.trackId;
  expect(uploaded).toEqual(expect.any(Number));

  // Detached by the coordinator, then picked again by the presenter from their own recordings.
  const list = await airings();
  expect(list).toHaveLength(1);
  const detach = await admin.send('shows.occurrenceFile', {
    params: { id: showId, start: list[0]!.start },
    body: { trackId: null },
  });
  expect(detach.status).toBe(200);
  expect((await airings())[0]?.trackId).toBeNull();
  await presenter.reload();
  await presenter.getByLabel('Una de mis grabaciones').selectOption({ label: name });
  await presenter.getByRole('button', { name: 'Adjuntar', exact: true }).click();
  await expect(presenter.getByText('Archivo adjuntado', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await airings())[0]?.trackId).toBe(uploaded);
  await context.close();
  await admin.send('shows.delete', { params: { id: showId } });
});
