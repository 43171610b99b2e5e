import type { Page } from '@playwright/test';
import { playlistSchema } from '../shared/schemas/programming/playlists';
import { adminStreamingStatusSchema } from '../shared/schemas/broadcast/streaming';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const logIn = (page: Page) => logInAsAdmin(page.request);

async function adminStatus(page: Page) {
  return adminStreamingStatusSchema.parse(await api(page.request).call('streaming.status'));
}

test('a live programme with its playlist in the editor and on /schedule, and the jingle and ad-break settings', async ({
  page,
}) => {
  await logIn(page);
  const stamp = Date.now();
  const title = `Directo E2E ${stamp}`;
  const playlistName = `Lista directo E2E ${stamp}`;
  const tracks = await libraryTracks(page.request);
  const created = await api(page.request).send('playlists.create', {
    body: { name: playlistName, kind: 'music', shuffle: true, trackIds: tracks.slice(0, 2).map((t) => t.id) },
  });
  expect(created.status).toBe(201);
  const playlist = playlistSchema.parse(created.data);
  const before = await adminStatus(page);
  let programmeId: number | undefined;
  try {
    await page.goto('/admin/dashboard?section=programacion');
    await page.getByRole('button', { name: 'Añadir programa' }).click();
    const form = page.locator('form');
    await form.getByLabel('Fecha').fill('2031-03-05');
    await form.getByLabel('Inicio').fill('20:00');
    await form.getByLabel('Hasta medianoche (24:00)').check();
    await expect(form.getByLabel('Fin', { exact: true })).toBeDisabled();
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Tipo').selectOption('live');
    // A live programme comes from OBS: no recording may be chosen.
    await expect(form.getByLabel('Programa grabado')).toBeDisabled();
    await form.getByLabel('Lista de música').selectOption({ label: playlistName });
    await form.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText('Programa añadido', { exact: true })).toBeVisible();

    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('20:00–24:00');
    await expect(row).toContainText('En directo');
    await expect(row).toContainText(`lista «${playlistName}»`);
    const days = await api(page.request).call('station.schedule');
    const added = days.find((d) => d.date === '2031-03-05')?.programs.find((p) => p.title === title);
    expect(added).toMatchObject({ type: 'live', end: '24:00', playlistId: playlist.id, showTrackId: null });
    programmeId = added!.id;

    // The editor opens on what was stored.
    await row.getByRole('button', { name: `Editar ${title}` }).click();
    const editForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Guardar' }) });
    await expect(editForm.getByLabel('Tipo')).toHaveValue('live');
    await expect(editForm.getByLabel('Lista de música')).toHaveValue(String(playlist.id));
    await expect(editForm.getByLabel('Hasta medianoche (24:00)')).toBeChecked();
    await editForm.getByRole('button', { name: 'Cancelar' }).click();

    // 5 March 2031 is a Wednesday; the public card, in that week of /schedule, labels the programme as live.
    await page.goto('/schedule?semana=2031-03-03');
    await page.getByRole('tab', { name: 'Miércoles 5' }).click();
    const card = page.getByTestId('day-card');
    await expect(card.getByRole('listitem').filter({ hasText: title })).toContainText('Programa en directo');
    await expect(card).toContainText('20:00 - 24:00');

    // Programming settings: a jingle every 3 songs, breaks at :00, :20 and :40.
    await page.goto('/admin/dashboard?section=configuracion');
    await expect(
      page.getByRole('region', { name: 'Zona horaria de la emisora' }).getByLabel('Zona horaria'),
    ).toHaveValue(before.timezone);
    await page.getByLabel('Pausas publicitarias (minutos de cada hora)').fill('0, 60');
    await page.getByRole('button', { name: 'Guardar programación' }).click();
    await expect(page.getByText('Los minutos de las pausas van de 0 a 59.')).toBeVisible();
    await page.getByLabel('Cortinilla cada N canciones (0 = nunca)').fill('3');
    await page.getByLabel('Pausas publicitarias (minutos de cada hora)').fill('40, 0, 20');
    await page.getByRole('button', { name: 'Guardar programación' }).click();
    await expect(page.getByText('Programación guardada', { exact: true })).toBeVisible();
    expect(await adminStatus(page)).toMatchObject({ jingleEvery: 3, adBreakMinutes: [0, 20, 40] });
    await page.reload();
    await expect(page.getByLabel('Cortinilla cada N canciones (0 = nunca)')).toHaveValue('3');
    await expect(page.getByLabel('Pausas publicitarias (minutos de cada hora)')).toHaveValue('0, 20, 40');
  } finally {
    // Leave the demo station as seeded for the specs that follow.
    if (programmeId !== undefined)
      expect((await api(page.request).send('schedule.delete', { params: { id: programmeId } })).status).toBe(204);
    expect((await api(page.request).send('playlists.delete', { params: { id: playlist.id } })).status).toBe(204);
    const restored = await api(page.request).send('streaming.settings', {
      body: { jingleEvery: before.jingleEvery, adBreakMinutes: before.adBreakMinutes },
    });
    expect(restored.ok).toBe(true);
  }
});
