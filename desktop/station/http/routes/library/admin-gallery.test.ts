import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { runFfmpeg } from '../../../ffmpeg/run';
import {
  expectNothingLeft,
  mediaFiles,
  mediaPath,
  multipart,
  sha,
  adminSuite,
} from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();

const send = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) =>
  suite.client.send('gallery.upload', { body: multipart(fields, files) });

const expectNoResidue = <T>(request: () => Promise<T>) =>
  expectNothingLeft(suite.station, () => suite.station.context.repos.gallery.count(), request);

/** Width x height of an image file, read by ffmpeg. */
async function sizeOf(file: string): Promise<string> {
  const probe = await runFfmpeg(resolveFfmpegPath(process.env.FFMPEG_PATH), ['-hide_banner', '-i', file], {
    allowFailure: true,
  });
  return /, (\d+x\d+)/.exec(probe.stderr)?.[1] ?? 'unknown';
}

describe('POST /api/gallery/images', () => {
  it.each([
    ['png', 'gallery', 'art'],
    ['jpg', 'shipyard', 'shipyard'],
    ['webp', 'art', 'art'],
    ['gif', 'shipyard', 'shipyard'],
  ] as const)('stores a real %s for destination %s (as %s) with a JPEG thumbnail', async (format, type, stored) => {
    const res = await send({ title: ` Imagen ${format} `, description: 'Una descripción', type }, [
      ['image', suite.fx[format], `foto.${format}`, `image/${format}`],
    ]);
    expect(res.status).toBe(201);
    const image = res.data!;
    expect(image).toMatchObject({ title: `Imagen ${format}`, description: 'Una descripción', type: stored });
    expect(image.imageUrl).toMatch(new RegExp(`^/media/images/[a-f0-9]{32}\\.${format}$`));
    expect(image.thumbnailUrl).toMatch(/^\/media\/thumbs\/[a-f0-9]{32}\.jpg$/);
    expect(sha(fs.readFileSync(mediaPath(suite.station, image.imageUrl)))).toBe(sha(fs.readFileSync(suite.fx[format])));
    const thumb = mediaPath(suite.station, image.thumbnailUrl);
    expect(fs.readFileSync(thumb).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await sizeOf(thumb)).toBe('480x360');
    const listed = await suite.client.as(undefined).call('gallery.images');
    expect(listed.find((i) => i.id === image.id)?.type).toBe(stored);
    expect(mediaFiles(suite.station).tmp).toEqual([]);
  });

  it('records who uploaded it from the session', async () => {
    await send({ title: 'Firmada', type: 'gallery', adminUsername: 'mallory', adminId: '77' }, [
      ['image', suite.fx.png, 'a.png', 'image/png'],
    ]);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      username: 'admin',
      action: 'gallery.upload',
      detail: 'Imagen «Firmada» subida a la galería',
    });
  });

  it.each([
    [{ title: 'Sin imagen', type: 'gallery' }, false, 'image', 'Por favor seleccione una imagen para subir.'],
    [{ title: '   ', type: 'gallery' }, true, 'title', 'Por favor ingrese un título para la imagen.'],
    [{ type: 'gallery' }, true, 'title', 'Por favor ingrese un título para la imagen.'],
    [{ title: 'Destino raro', type: 'museo' }, true, 'type', 'El destino debe ser la galería o Astilleros.'],
  ])('refuses %j (file: %s) with a 400 naming the field', async (fields, withFile, field, message) => {
    const res = await expectNoResidue(() =>
      send(fields, withFile ? [['image', suite.fx.png, 'a.png', 'image/png']] : []),
    );
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe(field);
    expect(res.error?.message).toContain(message);
  });

  it.each([
    ['a text file named .png', () => suite.fx.text, 'foto.png', 'image/png'],
    ['an MP3 named .jpg', () => suite.fx.mp3Plain, 'foto.jpg', 'image/jpeg'],
  ])('refuses %s by content with no residue', async (_label, file, name, mime) => {
    const res = await expectNoResidue(() =>
      send({ title: 'Falsa', type: 'shipyard' }, [['image', file(), name, mime]]),
    );
    expect(res.status).toBe(415);
    expect(res.error).toMatchObject({
      field: 'image',
      message: 'La imagen debe ser PNG, JPEG, WebP o GIF.',
    });
  });

  it('refuses a PNG signature on a body that is no image', async () => {
    const fake = `${suite.fx.dir}/fake.png`;
    fs.writeFileSync(fake, Buffer.concat([fs.readFileSync(suite.fx.png).subarray(0, 40), Buffer.alloc(4000, 7)]));
    const res = await expectNoResidue(() =>
      send({ title: 'Rota', type: 'gallery' }, [['image', fake, 'rota.png', 'image/png']]),
    );
    expect(res.status).toBe(415);
    expect(res.error?.message).toBe('No se pudo leer la imagen. Comprueba que el archivo no esté dañado.');
  });

  it('answers 413 past 10 MB with no residue', async () => {
    const form = multipart({ title: 'Enorme', type: 'gallery' });
    form.append(
      'image',
      new Blob([new Uint8Array(UPLOAD_LIMITS.imageMaxBytes + 1)], { type: 'image/png' }),
      'enorme.png',
    );
    const res = await expectNoResidue(() => suite.client.send('gallery.upload', { body: form }));
    expect(res.status).toBe(413);
    expect(res.error).toMatchObject({ field: 'image', message: 'La imagen supera el máximo de 10 MB.' });
  });
});

describe('DELETE /api/gallery/images/:id', () => {
  it('removes the row, the image and the thumbnail, but not files another row still uses', async () => {
    // Pixels no other test uploads, so only these two rows share the image and its thumbnail.
    const jpg = `${suite.fx.dir}/barco.jpg`;
    await runFfmpeg(resolveFfmpegPath(process.env.FFMPEG_PATH), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=navy:size=320x240',
      '-frames:v',
      '1',
      jpg,
    ]);
    const upload = async (title: string) =>
      suite.client.call('gallery.upload', {
        body: multipart({ title, type: 'shipyard' }, [['image', jpg, 'b.jpg', 'image/jpeg']]),
      });
    const first = await upload('Barco 1');
    const second = await upload('Barco 2');
    expect(second.imageUrl).toBe(first.imageUrl);

    expect((await suite.client.send('gallery.delete', { params: { id: first.id } })).status).toBe(204);
    expect(suite.station.context.repos.gallery.get(first.id)).toBeUndefined();
    expect(fs.existsSync(mediaPath(suite.station, second.imageUrl))).toBe(true);
    expect(fs.existsSync(mediaPath(suite.station, second.thumbnailUrl))).toBe(true);

    expect((await suite.client.send('gallery.delete', { params: { id: second.id } })).status).toBe(204);
    expect(fs.existsSync(mediaPath(suite.station, second.imageUrl))).toBe(false);
    expect(fs.existsSync(mediaPath(suite.station, second.thumbnailUrl))).toBe(false);
    expect((await suite.station.fetch(second.imageUrl)).status).toBe(404);
    expect(suite.station.context.repos.audit.recent(1)[0]).toMatchObject({
      action: 'gallery.delete',
      detail: 'Imagen «Barco 2» eliminada de Astilleros',
    });
  });

  it('answers 404 for a missing image and 400 for a bad id', async () => {
    expect((await suite.client.send('gallery.delete', { params: { id: 99999 } })).status).toBe(404);
    expect((await suite.client.send('gallery.delete', { params: { id: 0 } })).status).toBe(400);
  });
});
