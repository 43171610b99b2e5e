import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Track } from '../shared/schemas/library/tracks';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin, wholeList } from './api';
import { expect, test } from './fixtures';

/**
 * A 25 s song the station analyses itself: a quiet 4 s intro before the louder section (the talk-over window) and a
 * 5 s fade from 20 s (where the next item may start). Written once for the file's specs.
 */
function songFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-markers-')), 'marcas.mp3');
  execFileSync(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    "aevalsrc='if(lt(t,4),0.05,0.5)*sin(2*PI*330*t)':s=44100:d=25",
    '-af',
    'afade=t=out:st=20:d=5',
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ]);
  return file;
}

const trackById = async (page: Page, id: number): Promise<Track> =>
  wholeList(await api(page.request).call('tracks.list', { query: { ids: String(id) } }))[0]!;

/** Where a marker stands on the waveform, in seconds: its left edge as a share of the drawn width. */
const markerSeconds = (marker: Locator, durationSec: number) =>
  marker.evaluate((el: HTMLElement, duration) => (Number.parseFloat(el.style.left) / 100) * duration, durationSec);

for (const [device, viewport] of [
  ['escritorio', { width: 1280, height: 800 }],
  ['tableta', { width: 820, height: 1180 }],
] as const)
  test.describe(`las marcas de una canción en ${device}`, () => {
    test.use({ viewport, hasTouch: device === 'tableta' });

    test('la forma de onda muestra las cuatro marcas analizadas; se arrastran, se teclean, se escuchan y se guardan', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await logInAsAdmin(page.request);
      const title = `Marcas ${device} ${Date.now()}`;
      const form = new FormData();
      form.append('audioFile', new Blob([fs.readFileSync(songFile())], { type: 'audio/mpeg' }), 'marcas.mp3');
      form.append('title', title);
      form.append('artist', 'Banda de las marcas');
      const uploaded = (await api(page.request).send('tracks.upload', { body: form })).data as Track;
      try {
        // The station's own analysis, in its queue: until it has written the markers.
        await expect
          .poll(async () => (await trackById(page, uploaded.id)).nextStartSec ?? null, { timeout: 60_000 })
          .not.toBeNull();
        const analysed = await trackById(page, uploaded.id);
        expect(analysed.introSec).not.toBeNull();
        expect(Math.abs(analysed.introSec! - 4)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(analysed.nextStartSec! - 20)).toBeLessThanOrEqual(0.5);

        await page.goto('/admin/upload/music');
        await page.getByRole('tab', { name: 'Mis Canciones' }).click();
        await page.getByLabel('Buscar canciones').fill(title);
        await page.getByRole('button', { name: `Marcas de ${title}` }).click();
        const editor = page.getByRole('form', { name: `Marcas de ${title}` });
        const wave = editor.getByRole('img', { name: 'Forma de onda' });
        // wavesurfer draws into an open shadow root, which CSS locators pierce.
        await expect(wave.locator('canvas').first()).toBeVisible();
        const duration = analysed.duration;
        const marks = {
          cueIn: analysed.cueIn ?? 0,
          introSec: analysed.introSec!,
          nextStartSec: analysed.nextStartSec!,
          cueOut: analysed.cueOut ?? duration,
        };
        for (const [field, at] of Object.entries(marks)) {
          const marker = wave.locator(`[part~="marker"][part~="${field}"]`);
          await expect(marker).toBeVisible();
          expect(Math.abs((await markerSeconds(marker, duration)) - at)).toBeLessThan(0.15);
        }

        // The end of the intro dragged with the mouse, 3 s to the right: its field follows the marker.
        const intro = wave.locator('[part~="marker"][part~="introSec"]');
        const waveBox = (await wave.boundingBox())!;
        const box = (await intro.boundingBox())!;
        const dx = (3 / duration) * waveBox.width;
        await page.mouse.move(box.x + 1, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + 1 + dx / 2, box.y + box.height / 2, { steps: 5 });
        await page.mouse.move(box.x + 1 + dx, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
        const introField = editor.getByLabel('Fin de la intro (s)');
        await expect.poll(async () => Number(await introField.inputValue())).toBeGreaterThan(marks.introSec + 2.5);
        const dragged = Number(await introField.inputValue());
        expect(dragged).toBeLessThan(marks.introSec + 3.5);
        expect(Math.abs((await markerSeconds(intro, duration)) - dragged)).toBeLessThan(0.15);

        // The keyboard: the next start's field, one step earlier with the arrow key, and its marker moves with it.
        const nextField = editor.getByLabel('Entrada de la siguiente (s)');
        await nextField.focus();
        await page.keyboard.press('ArrowDown');
        // The field steps by tenths: down from 20.21 is 20.2, from 20.2 is 20.1.
        const typed = (Math.ceil(marks.nextStartSec * 10 - 1e-6) - 1) / 10;
        await expect(nextField).toHaveValue(String(typed));
        const next = wave.locator('[part~="marker"][part~="nextStartSec"]');
        await expect.poll(() => markerSeconds(next, duration)).toBeCloseTo(typed, 1);

        // Play from the end of the intro: the song's audio runs from there.
        const audio = editor.getByLabel(`Audio de ${title}`);
        // Where it starts, noted by the page as playback begins: a busy machine answers a poll seconds later.
        await audio.evaluate((a: HTMLAudioElement) => {
          a.dataset.startedAt = '';
          a.addEventListener('playing', () => (a.dataset.startedAt = String(a.currentTime)), { once: true });
        });
        await editor.getByRole('button', { name: '▶ Desde fin de la intro' }).click();
        await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.dataset.startedAt)).toBeTruthy();
        const heardAt = Number(await audio.evaluate((a: HTMLAudioElement) => a.dataset.startedAt));
        expect(heardAt).toBeGreaterThanOrEqual(dragged - 0.05);
        expect(heardAt).toBeLessThan(dragged + 3);

        await editor.getByRole('button', { name: 'Guardar marcas' }).click();
        await expect(editor).toBeHidden();
        const saved = await trackById(page, uploaded.id);
        expect(saved.introSec).toBeCloseTo(dragged, 5);
        expect(saved.nextStartSec).toBeCloseTo(typed, 5);
        expect(saved.cueIn).toBe(analysed.cueIn);
        expect(saved.cueOut).toBe(analysed.cueOut);
      } finally {
        await api(page.request).call('tracks.delete', { params: { id: uploaded.id } });
      }
    });
  });
