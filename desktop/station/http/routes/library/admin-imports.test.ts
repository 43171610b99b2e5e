import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../../../shared/schemas/library/imports';
import { runFfmpeg } from '../../../ffmpeg/run';
import { AUDIO_REFUSED } from '../../../uploads/track-ingest';
import { adminSuite, multipart, nonAdminCookie } from '../../../../../testing/station/admin-helpers';
import { waitFor } from '../../../../../testing/station/test-audio';
import { wavTone } from '../../../../../testing/station/wav-tone';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();
let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-import-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A folder of WAV tones (distinct content per frequency) under the test's temp folder. */
function libraryFolder(name: string, frequencies: number[]): string {
  const dir = path.join(folder, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const frequency of frequencies) fs.writeFileSync(path.join(dir, `tono ${frequency}.wav`), wavTone(frequency));
  return dir;
}

const startFolder = (dir: string) => suite.client.send('imports.folder', { body: { path: dir } });
const jobOf = async (id: number) => suite.client.call('imports.get', { params: { id } });
const finished = (id: number): Promise<ImportJob> =>
  waitFor<ImportJob | undefined>(
    `import ${id} done`,
    async () => {
      const job = await jobOf(id);
      return job.state === 'done' ? job : undefined;
    },
    60_000,
    100,
  ) as Promise<ImportJob>;

describe('folder import', () => {
  it('adds every audio file under the folder, skips content already there and says why each file failed', async () => {
    const dir = libraryFolder('discos', [301, 302]);
    fs.mkdirSync(path.join(dir, 'copias'));
    fs.copyFileSync(path.join(dir, 'tono 301.wav'), path.join(dir, 'copias', 'otra copia.wav'));
    fs.writeFileSync(path.join(dir, 'copias', 'no es audio.mp3'), 'solo texto');
    fs.writeFileSync(path.join(dir, 'notas.txt'), 'no se mira');
    const before = suite.station.context.repos.tracks.count();

    const res = await startFolder(dir);
    expect(res.status).toBe(202);
    const job = await finished(res.data!.id);

    expect(job).toMatchObject({ source: 'folder', folder: fs.realpathSync(dir), total: 4, done: 2, remaining: 0 });
    expect(job.skipped).toBe(1);
    expect(job.failed).toBe(1);
    expect(job.problems).toEqual(
      expect.arrayContaining([
        { name: path.join('copias', 'no es audio.mp3'), state: 'failed', reason: AUDIO_REFUSED },
        expect.objectContaining({ name: path.join('copias', 'otra copia.wav'), state: 'skipped' }),
      ]),
    );
    expect(job.problems.find((p) => p.state === 'skipped')?.reason).toMatch(/ya está en la biblioteca/);
    expect(suite.station.context.repos.tracks.count()).toBe(before + 2);
    // An archive's files are songs: they reach the public library.
    const imported = suite.station.context.repos.tracks.list().slice(0, 2);
    expect(imported.map((t) => t.kind)).toEqual(['music', 'music']);
    // The studio PC's own folder is only read, never emptied.
    expect(fs.readdirSync(dir).sort()).toEqual(['copias', 'notas.txt', 'tono 301.wav', 'tono 302.wav']);
    expect(fs.readdirSync(suite.station.context.media.tmpDir)).toEqual([]);
  });

  it('puts each song in the categories its folders are named after', async () => {
    const { categories } = suite.station.context.repos;
    const nuevas = categories.create({ name: 'Novedades' }).id;
    const locales = categories.create({ name: 'Locales' }).id;
    const dir = path.join(folder, 'archivo');
    libraryFolder(path.join('archivo', 'novedades', 'locales'), [321]);
    libraryFolder(path.join('archivo', 'Sin categoría'), [322]);
    const job = await finished((await startFolder(dir)).data!.id);
    expect(job.done).toBe(2);
    const [first, second] = suite.station.context.repos.tracks.list().slice(0, 2);
    const byTitle = categories.ofTracks([first!.id, second!.id]);
    const of = (title: string) => byTitle.get([first!, second!].find((t) => t.title.includes(title))!.id)?.sort() ?? [];
    expect(of('321')).toEqual([nuevas, locales].sort());
    expect(of('322')).toEqual([]);
  });

  it('puts each song in the categories its grouping tag names (ID3 TIT1 "content group", FLAC GROUPING)', async () => {
    const { categories, tracks } = suite.station.context.repos;
    const classics = categories.create({ name: 'Clásicos' }).id;
    const night = categories.create({ name: 'Noche' }).id;
    const dir = path.join(folder, 'etiquetadas');
    fs.mkdirSync(dir);
    const tone = (frequency: number, file: string, tag: string[]) =>
      runFfmpeg(suite.station.context.ffmpegPath, [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=2`],
        ...tag,
        ...['-metadata', `title=Tono ${frequency}`, path.join(dir, file)],
      ]);
    // A name that is no category ("Desconocida") is left alone: an import never creates one.
    await tone(331, 'a.mp3', ['-metadata', 'TIT1=Clásicos; Desconocida', '-id3v2_version', '3']);
    await tone(332, 'b.flac', ['-metadata', 'GROUPING=noche']);
    await tone(333, 'c.mp3', []);
    const job = await finished((await startFolder(dir)).data!.id);
    expect(job.done).toBe(3);
    const imported = tracks.list().filter((t) => /^Tono 33[123]$/.test(t.title));
    const byTitle = categories.ofTracks(imported.map((t) => t.id));
    const of = (title: string) => byTitle.get(imported.find((t) => t.title === title)!.id) ?? [];
    expect(of('Tono 331')).toEqual([classics]);
    expect(of('Tono 332')).toEqual([night]);
    expect(of('Tono 333')).toEqual([]);
    expect(categories.idByName('Desconocida')).toBeUndefined();
  });

  it('a second import of the same folder adds nothing: every file is a duplicate by content', async () => {
    const dir = libraryFolder('repetida', [311]);
    await finished((await startFolder(dir)).data!.id);
    const again = await finished((await startFolder(dir)).data!.id);
    expect(again).toMatchObject({ total: 1, done: 0, skipped: 1, failed: 0 });
  });

  it('refuses folders it must not read, with a message naming the problem', async () => {
    const file = path.join(folder, 'un-archivo.wav');
    fs.writeFileSync(file, wavTone(320));
    const cases: Array<[unknown, RegExp]> = [
      [{ path: 'Música/discos' }, /absoluta/],
      [{ path: path.join(folder, 'no-existe') }, /no existe/],
      [{ path: file }, /no es una carpeta/],
      [{ path: suite.station.dataDir }, /carpeta de datos/],
      [{ path: path.join(suite.station.dataDir, 'media') }, /carpeta de datos/],
      [{ path: '' }, /Indica la ruta/],
      [{}, /Indica la ruta/],
    ];
    const jobsBefore = suite.station.context.repos.imports.recent(100).length;
    for (const [body, message] of cases) {
      const res = await suite.client.sendInvalid('imports.folder', { body: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.message).toMatch(message);
    }
    expect(suite.station.context.repos.imports.recent(100)).toHaveLength(jobsBefore);
  });

  it('is for admins only', async () => {
    const dir = libraryFolder('ajena', [330]);
    expect((await apiClient(suite.station, undefined).send('imports.folder', { body: { path: dir } })).status).toBe(
      401,
    );
    const editor = apiClient(suite.station, await nonAdminCookie(suite.station));
    expect((await editor.send('imports.folder', { body: { path: dir } })).status).toBe(403);
    expect((await editor.send('imports.list')).status).toBe(403);
  });

  it('cancels: the files left stay pending and nothing more is imported until it is resumed', async () => {
    const dir = libraryFolder(
      'larga',
      Array.from({ length: 40 }, (_, i) => 400 + i),
    );
    const { id } = (await startFolder(dir)).data!;
    const cancelled = await suite.client.call('imports.cancel', { params: { id } });
    expect(cancelled.state).toBe('cancelled');
    await suite.station.context.imports.idle();
    const stopped = await jobOf(id);
    expect(stopped.done).toBeLessThan(40);
    // Real time: nothing must happen: a cancelled job is given time to go on if it could.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await jobOf(id)).done).toBe(stopped.done);

    const resumed = await suite.client.send('imports.resume', { params: { id } });
    expect(resumed.status).toBe(200);
    expect(await finished(id)).toMatchObject({ total: 40, done: 40, failed: 0, skipped: 0, remaining: 0 });
    expect((await suite.client.send('imports.cancel', { params: { id } })).status).toBe(409);
  });
});

describe('files dropped in the browser', () => {
  it('are queued one request each and imported once the job is sealed', async () => {
    const audio = path.join(folder, 'soltada.wav');
    fs.writeFileSync(audio, wavTone(500));
    const text = path.join(folder, 'falsa.wav');
    fs.writeFileSync(text, 'no es audio');
    const created = await suite.client.send('imports.uploads');
    expect(created.status).toBe(201);
    const { id } = created.data!;
    for (const [file, name] of [
      [audio, 'Soltada.wav'],
      [text, 'Falsa.wav'],
    ] as const) {
      const sent = await suite.client.send('imports.files', {
        params: { id },
        body: multipart({}, [['audioFile', file, name, 'audio/wav']]),
      });
      expect(sent.status).toBe(202);
    }
    expect((await suite.client.send('imports.seal', { params: { id } })).status).toBe(200);
    const job = await finished(id);
    expect(job).toMatchObject({ source: 'upload', total: 2, done: 1, failed: 1 });
    expect(job.problems).toEqual([{ name: 'Falsa.wav', state: 'failed', reason: AUDIO_REFUSED }]);
    const late = await suite.client.send('imports.files', {
      params: { id },
      body: multipart({}, [['audioFile', audio, 'Tarde.wav', 'audio/wav']]),
    });
    expect(late.status).toBe(409);
    // The staged copies are gone once imported.
    expect(fs.readdirSync(path.join(suite.station.dataDir, 'import-staging', String(id)))).toEqual([]);
  });

  it('refuses a request without a file and an unknown job', async () => {
    const { id } = await suite.client.call('imports.uploads');
    const empty = await suite.client.send('imports.files', { params: { id }, body: multipart({ x: '1' }) });
    expect(empty.status).toBe(400);
    expect((await suite.client.send('imports.get', { params: { id: 999999 } })).status).toBe(404);
    expect((await suite.client.send('imports.get', { params: { id: 'abc' } })).status).toBe(400);
  });
});
