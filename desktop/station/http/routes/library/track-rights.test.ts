import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISRC_MESSAGE } from '../../../../../shared/schemas/library/track-rights';
import type { TrackPage } from '../../../../../shared/schemas/library/tracks';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { runFfmpeg } from '../../../ffmpeg/run';
import { adminSuite, multipart } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();

const upload = (file: string, title?: string) =>
  suite.client.sendInvalid('tracks.upload', {
    body: multipart(title ? { title } : {}, [['audioFile', file, 'a.mp3', 'audio/mpeg']]),
  });
let tone = 940;
/** A fresh song (each tone is new content, so never a duplicate). */
const newTrack = async () => (await upload(await suite.fx.mp3(tone++), `Tono ${tone}`)).data!;
const patch = (id: number, json: unknown) => suite.client.sendInvalid('tracks.update', { params: { id }, body: json });

/** An MP3 whose ID3v2.3 tag carries the frames a record company fills: TSRC, TCOM, TEXT, TPUB, TXXX:LABEL, TYER. */
async function rightsTaggedMp3(): Promise<string> {
  const file = path.join(suite.fx.dir, 'rights.mp3');
  const meta = {
    title: 'Habanera del faro',
    artist: 'Coral del Port',
    TSRC: 'es-a1b-26-00001',
    composer: 'Ana Pérez',
    TEXT: 'Joan Puig',
    publisher: 'Edicions Mar',
    LABEL: 'Segell Sud',
    date: '2024',
  };
  await runFfmpeg(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=913:duration=2', '-c:a', 'libmp3lame', '-id3v2_version', '3'],
    ...Object.entries(meta).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    file,
  ]);
  return file;
}

describe('rights metadata on tracks', () => {
  it('reads ISRC, composers, lyricists, publisher, label and year from the tags on upload', async () => {
    const res = await upload(await rightsTaggedMp3());
    expect(res.status).toBe(201);
    const track = res.data!;
    expect(track).toMatchObject({
      isrc: 'ESA1B2600001',
      composers: 'Ana Pérez',
      lyricists: 'Joan Puig',
      publisher: 'Edicions Mar',
      label: 'Segell Sud',
      year: 2024,
      rights: null,
    });
    const page = (await suite.client.call('tracks.list', { query: { q: 'faro' } })) as TrackPage;
    expect(page.items.find((item) => item.id === track.id)?.isrc).toBe('ESA1B2600001');
  });

  it('edits them one by one, normalising the ISRC and clearing a field sent empty', async () => {
    const track = await newTrack();
    const res = await patch(track.id, {
      isrc: ' GB-UM7-14-00123 ',
      composers: 'Lola Flores; Manuel Alejandre',
      publisher: 'Sonifolk',
      label: '',
      year: 1998,
      rights: 'licensed',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data!).toMatchObject({
      isrc: 'GBUM71400123',
      composers: 'Lola Flores; Manuel Alejandre',
      publisher: 'Sonifolk',
      label: null,
      year: 1998,
      rights: 'licensed',
    });
    expect((await patch(track.id, { isrc: '' })).data!.isrc).toBeNull();
  });

  it.each([
    [{ isrc: 'ES-A1B-26-0001' }, 'isrc', ISRC_MESSAGE],
    [{ isrc: '1SA1B2600001' }, 'isrc', ISRC_MESSAGE],
    [{ isrc: 'ESA1B2X00001' }, 'isrc', ISRC_MESSAGE],
    [{ year: 3000 }, 'year', 'El año de publicación no puede ser futuro.'],
    [{ rights: 'pirata' }, 'rights', 'Derechos no válidos'],
    [{ composers: 'x'.repeat(301) }, 'composers', 'Compositores no puede superar 300 caracteres.'],
  ])('refuses %j with a clear 400 and writes nothing', async (body, field, message) => {
    const track = await newTrack();
    const res = await patch(track.id, { ...body, title: 'No debe cambiar' });
    expect(res.status).toBe(400);
    const error = res.error!;
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
    expect(suite.station.context.repos.tracks.get(track.id)?.title).not.toBe('No debe cambiar');
  });

  it('sets label, publisher and the rights flag of many tracks in one bulk edit', async () => {
    const a = await newTrack();
    const b = await newTrack();
    const res = await suite.client.send('tracks.bulkEdit', {
      body: { ids: [a.id, b.id], changes: { label: 'Autoeditado', rights: 'own', isrc: null } },
    });
    expect(res.status).toBe(200);
    for (const id of [a.id, b.id])
      expect(suite.station.context.repos.tracks.get(id)).toMatchObject({ label: 'Autoeditado', rights: 'own' });
    const bad = await suite.client.send('tracks.bulkEdit', { body: { ids: [a.id], changes: { isrc: 'nope' } } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(ISRC_MESSAGE);
  });
});
