import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { type Playlist, playlistSchema } from '../shared/schemas/programming/playlists';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { removeTracksByArtists, stationDb } from './public-content-db';

// Unique per run, so cleanup finds exactly what this spec created and nothing of the demo station.
const name = `Lista E2E ${Date.now()}`;
const renamed = `${name} renombrada`;

const logIn = (page: Page) => logInAsAdmin(page.request);

/** The playlists this spec made, read with the page's session cookie and parsed with the shared contract. */
async function ownPlaylists(page: Page): Promise<Playlist[]> {
  return z
    .array(playlistSchema)
    .parse(await api(page.request).call('playlists.list'))
    .filter((playlist) => playlist.name.startsWith(name));
}

async function demoTrackId(page: Page, title: string): Promise<number> {
  const tracks = await libraryTracks(page.request);
  const track = tracks.find((t) => t.title === title);
  if (!track) throw new Error(`demo track «${title}» missing`);
  return track.id;
}

async function openPlaylists(page: Page) {
  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Listas' }).click();
  await expect(page.getByText('Las listas de cortinillas nunca suenan en la rotación musical')).toBeVisible();
}

test.afterEach(async ({ page }) => {
  for (const playlist of await ownPlaylists(page))
    expect((await api(page.request).send('playlists.delete', { params: { id: playlist.id } })).status).toBe(204);
});

test('a playlist is created, filled from the library, reordered with the keyboard, renamed, trimmed and deleted', async ({
  page,
}) => {
  await logIn(page);
  const tramontana = await demoTrackId(page, 'Tramontana');
  const cerbere = await demoTrackId(page, 'Cerbère al alba');
  await openPlaylists(page);

  // Create: settings only, then the editor opens on the new list.
  await page.getByRole('button', { name: 'Nueva lista' }).click();
  const newForm = page.getByRole('region', { name: 'Nueva lista' });
  await newForm.getByRole('button', { name: 'Crear lista' }).click();
  await expect(newForm.getByText('El nombre es requerido.')).toBeVisible();
  await newForm.getByLabel('Nombre *').fill(name);
  await newForm.getByLabel('Tipo').selectOption({ label: 'Música' });
  await newForm.getByRole('radio', { name: 'En orden' }).check();
  await newForm.getByRole('button', { name: 'Crear lista' }).click();
  await expect(page.getByText('Lista creada', { exact: true })).toBeVisible();
  const playlists = page.getByRole('list', { name: 'Listas de reproducción' });
  await expect(playlists.getByRole('button', { name })).toContainText('Música · 0 canciones · 0:00 · En orden');

  const editor = page.getByRole('region', { name });
  await expect(editor.getByLabel('Nombre *')).toHaveValue(name);
  await expect(editor.getByText('Todos los cambios están guardados')).toBeVisible();

  // Add two demo songs by search: accents and case do not matter ("cerbere" finds "Cerbère al alba").
  const search = editor.getByLabel('Buscar canciones en la biblioteca');
  const results = editor.getByRole('list', { name: 'Resultados de la biblioteca' });
  await search.fill('TRAMONTANA');
  await results.getByRole('button', { name: 'Añadir Tramontana' }).click();
  await search.fill('cerbere');
  await results.getByRole('button', { name: 'Añadir Cerbère al alba' }).click();
  await expect(results.getByText('En la lista')).toBeVisible();
  const songs = editor.getByRole('list', { name: 'Canciones de la lista' });
  await expect(songs.getByRole('listitem')).toHaveText([/Tramontana/, /Cerbère al alba/]);
  await expect(editor.getByText('Cambios sin guardar')).toBeVisible();

  // Keyboard reorder (dnd-kit): focus the handle, Space picks up, ArrowDown moves, Space drops.
  // The Spanish live region confirms each step before the next key, as a screen-reader user hears it.
  const liveRegion = page.locator('[id^="DndLiveRegion-"]');
  await songs.getByRole('button', { name: 'Mover Tramontana' }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion).toContainText('Has cogido Tramontana, en la posición 1.');
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion).toContainText('Tramontana pasaría a la posición 2.');
  await page.keyboard.press('Space');
  await expect(liveRegion).toContainText('Has soltado Tramontana en la posición 2.');
  await expect(songs.getByRole('listitem')).toHaveText([/Cerbère al alba/, /Tramontana/]);

  await editor.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Lista guardada', { exact: true })).toBeVisible();
  await expect(editor.getByText('Todos los cambios están guardados')).toBeVisible();
  let [stored] = await ownPlaylists(page);
  expect(stored).toMatchObject({
    name,
    kind: 'music',
    shuffle: false,
    isDefault: false,
    trackIds: [cerbere, tramontana],
  });

  // The order survives a reload: it came from the server, not from the page's memory.
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'Listas' }).click();
  await expect(playlists.getByRole('button', { name })).toContainText(/Música · 2 canciones · 2:\d\d · En orden/);
  await playlists.getByRole('button', { name }).click();
  await expect(songs.getByRole('listitem')).toHaveText([/Cerbère al alba/, /Tramontana/]);

  // Rename and remove a song in one save.
  await editor.getByLabel('Nombre *').fill(renamed);
  await songs.getByRole('button', { name: 'Quitar Tramontana de la lista' }).click();
  await expect(songs.getByRole('listitem')).toHaveText([/Cerbère al alba/]);
  await editor.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Lista guardada', { exact: true })).toBeVisible();
  const renamedEditor = page.getByRole('region', { name: renamed });
  await expect(renamedEditor.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(playlists.getByRole('button', { name: renamed })).toContainText('1 canción');
  [stored] = await ownPlaylists(page);
  expect(stored).toMatchObject({ name: renamed, trackIds: [cerbere] });

  // Delete through the confirmation: cancel keeps it, confirm removes it.
  await renamedEditor.getByRole('button', { name: 'Eliminar lista' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta lista?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(playlists.getByRole('button', { name: renamed })).toBeVisible();
  await renamedEditor.getByRole('button', { name: 'Eliminar lista' }).click();
  await dialog.getByRole('button', { name: 'Eliminar lista' }).click();
  await expect(page.getByText('Lista eliminada', { exact: true })).toBeVisible();
  await expect(playlists.getByRole('button', { name: renamed })).toHaveCount(0);
  await expect(page.getByText('Selecciona una lista para editar su nombre, su orden y sus canciones.')).toBeVisible();
  expect(await ownPlaylists(page)).toEqual([]);
});

test('a rotation list of 1,000 songs renders only the rows in view, scrolls to its end and still reorders', async ({
  page,
}) => {
  const artist = `E2E Relleno ${Date.now()}`;
  const count = 1_000;
  const db = stationDb();
  let ids: number[];
  try {
    const insert = db.prepare(
      "INSERT INTO tracks (title, artist, album, duration, file_name, created_at) VALUES (?, ?, NULL, 61, ?, '2000-01-01T00:00:00.000Z')",
    );
    ids = db.transaction(() =>
      Array.from({ length: count }, (_, i) =>
        Number(
          insert.run(`Relleno ${String(i + 1).padStart(4, '0')}`, artist, `${randomBytes(16).toString('hex')}.mp3`)
            .lastInsertRowid,
        ),
      ),
    )();
  } finally {
    db.close();
  }
  try {
    await logIn(page);
    const created = await api(page.request).send('playlists.create', {
      body: { name, kind: 'music', shuffle: false, isDefault: false, trackIds: ids },
    });
    expect(created.status).toBe(201);
    await openPlaylists(page);
    await page.getByRole('list', { name: 'Listas de reproducción' }).getByRole('button', { name }).click();
    const editor = page.getByRole('region', { name });
    const songs = editor.getByRole('list', { name: 'Canciones de la lista' });
    await expect(songs.getByRole('listitem').first()).toContainText('Relleno 0001');
    expect(await songs.getByRole('listitem').count()).toBeLessThan(60);

    // The end of the list is a scroll away, numbered as the 1,000th.
    await songs.evaluate((list) => {
      const box = list.parentElement!;
      box.scrollTop = box.scrollHeight;
    });
    await expect(songs.getByRole('listitem').filter({ hasText: 'Relleno 1000' })).toContainText('1000');
    expect(await songs.getByRole('listitem').count()).toBeLessThan(60);

    // Back to the top: the keyboard reorder still works on a virtualised list.
    await songs.evaluate((list) => {
      list.parentElement!.scrollTop = 0;
    });
    const liveRegion = page.locator('[id^="DndLiveRegion-"]');
    await songs.getByRole('button', { name: 'Mover Relleno 0001' }).focus();
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText('Has cogido Relleno 0001, en la posición 1.');
    await page.keyboard.press('ArrowDown');
    await expect(liveRegion).toContainText('Relleno 0001 pasaría a la posición 2.');
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText('Has soltado Relleno 0001 en la posición 2.');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Lista guardada', { exact: true })).toBeVisible();
    const [stored] = await ownPlaylists(page);
    expect(stored!.trackIds).toHaveLength(count);
    expect(stored!.trackIds.slice(0, 3)).toEqual([ids[1], ids[0], ids[2]]);
  } finally {
    for (const playlist of await ownPlaylists(page))
      await api(page.request).send('playlists.delete', { params: { id: playlist.id } });
    removeTracksByArtists([artist]);
  }
});
