import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mediaPath, multipart, adminSuite } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();

const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) =>
  suite.client.send('tracks.upload', { body: multipart(fields, files) });

describe('PATCH /api/tracks/:id', () => {
  it('edits title, artist and album', async () => {
    const created = (await upload({ title: 'Antes' }, [['audioFile', await suite.fx.mp3(700), 'a.mp3', 'audio/mpeg']]))
      .data!;
    const res = await suite.client.send('tracks.update', {
      params: { id: created.id },
      body: { title: ' Después ', artist: 'Otra banda', album: '' },
    });
    expect(res.status).toBe(200);
    expect(res.data!).toMatchObject({
      id: created.id,
      title: 'Después',
      artist: 'Otra banda',
      album: null,
    });
    expect(suite.station.context.repos.tracks.get(created.id)?.title).toBe('Después');
  });

  it.each([
    [{ title: '' }, 'title', 'Por favor, introduce un título para la canción.'],
    [{ artist: 'x'.repeat(201) }, 'artist', 'El artista no puede superar 200 caracteres.'],
    [{}, undefined, 'Indica al menos un campo para actualizar.'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await suite.client.send('tracks.update', { params: { id: 1 }, body: body });
    expect(res.status).toBe(400);
    const error = res.error!;
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });

  it('answers 404 for a missing track and 400 for a bad id', async () => {
    expect((await suite.client.send('tracks.update', { params: { id: 99999 }, body: { title: 'X' } })).status).toBe(
      404,
    );
    const bad = await suite.client.send('tracks.update', { params: { id: 'abc' }, body: { title: 'X' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('id');
  });
});

describe('DELETE /api/tracks/:id', () => {
  it('removes the row, the audio and the cover', async () => {
    // A cover no other test uses: trailing bytes keep it a JPEG but change its content hash.
    const cover = `${suite.fx.dir}/only-here.jpg`;
    fs.writeFileSync(cover, Buffer.concat([fs.readFileSync(suite.fx.jpg), Buffer.from('solo aquí')]));
    const track = (
      await upload({ title: 'Para borrar' }, [
        ['audioFile', await suite.fx.mp3(710), 'a.mp3', 'audio/mpeg'],
        ['coverImage', cover, 'p.jpg', 'image/jpeg'],
      ])
    ).data!;
    const audio = mediaPath(suite.station, track.audioFileUrl);
    expect(fs.existsSync(audio)).toBe(true);
    // Another track uses the same cover file; it has to survive the delete.
    const other = (
      await upload({ title: 'Misma portada' }, [
        ['audioFile', await suite.fx.mp3(711), 'b.mp3', 'audio/mpeg'],
        ['coverImage', cover, 'p.jpg', 'image/jpeg'],
      ])
    ).data!;
    expect(other.coverImageUrl).toBe(track.coverImageUrl);

    const res = await suite.client.send('tracks.delete', { params: { id: track.id } });
    expect(res.status).toBe(204);
    expect(suite.station.context.repos.tracks.get(track.id)).toBeUndefined();
    expect(fs.existsSync(audio)).toBe(false);
    expect((await suite.station.fetch(track.audioFileUrl)).status).toBe(404);
    expect(fs.existsSync(mediaPath(suite.station, track.coverImageUrl!))).toBe(true);

    expect((await suite.client.send('tracks.delete', { params: { id: other.id } })).status).toBe(204);
    expect(fs.existsSync(mediaPath(suite.station, track.coverImageUrl!))).toBe(false);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'track.delete',
      detail: 'Canción «Misma portada» eliminada',
    });
  });

  it('answers 404 for a track that does not exist', async () => {
    const res = await suite.client.send('tracks.delete', { params: { id: 99999 } });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('La canción no existe.');
  });
});
