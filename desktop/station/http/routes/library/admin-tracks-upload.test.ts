import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import type { Track } from '../../../../../shared/schemas/library/tracks';
import {
  expectNothingLeft,
  sha,
  adminSuite,
  FORGED_ADMIN_HEADERS,
  mediaFiles,
  mediaPath,
  multipart,
} from '../../../../../testing/station/admin-helpers';
import { apiClient, apiUrl } from '../../../../../testing/station/api-client';

const suite = adminSuite();

const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) =>
  suite.client.send('tracks.upload', { body: multipart(fields, files) });

const expectNoResidue = <T>(request: () => Promise<T>) =>
  expectNothingLeft(suite.station, () => suite.station.context.repos.tracks.count(), request);

describe('POST /api/tracks', () => {
  it.each([
    ['mp3', 'audio/mpeg'],
    ['wav', 'audio/wav'],
    ['ogg', 'audio/ogg'],
    ['flac', 'audio/flac'],
  ] as const)('accepts real %s audio, measures its duration and serves the stored file', async (format, mime) => {
    const source = format === 'mp3' ? suite.fx.mp3Plain : suite.fx[format];
    const res = await upload({ title: `Prueba ${format}`, artist: 'Banda', album: 'Disco' }, [
      ['audioFile', source, `prueba.${format}`, mime],
    ]);
    expect(res.status).toBe(201);
    const track = res.data!;
    expect(track).toMatchObject({ title: `Prueba ${format}`, artist: 'Banda', album: 'Disco', coverImageUrl: null });
    expect(track.duration).toBeGreaterThan(1.8);
    expect(track.duration).toBeLessThan(2.3);
    expect(track.audioFileUrl).toMatch(new RegExp(`^/media/audio/[a-f0-9]{32}\\.${format}$`));
    expect(sha(fs.readFileSync(mediaPath(suite.station, track.audioFileUrl)))).toBe(sha(fs.readFileSync(source)));
    const served = await suite.station.fetch(track.audioFileUrl);
    expect(served.status).toBe(200);
    expect(sha(Buffer.from(await served.arrayBuffer()))).toBe(sha(fs.readFileSync(source)));
    const listed = (await apiClient(suite.station).call('tracks.list')) as Track[];
    expect(listed.map((t) => t.id)).toContain(track.id);
    expect(mediaFiles(suite.station).tmp).toEqual([]);
  });

  it('prefills title and artist from the ID3 tags when the fields are empty', async () => {
    const res = await upload({ title: '', artist: '' }, [
      ['audioFile', suite.fx.mp3Tagged, 'cualquiera.mp3', 'audio/mpeg'],
    ]);
    expect(res.status).toBe(201);
    expect(res.data!).toMatchObject({ title: 'Mar de fons', artist: 'Els Pescadors', album: null });
  });

  it("prefills from an 'artist - title' file name (UTF-8 name) when there are no tags", async () => {
    const file = await suite.fx.mp3(610);
    const res = await upload({}, [['audioFile', file, 'Maria del Mar - Cançó de bressol.mp3', 'audio/mpeg']]);
    expect(res.status).toBe(201);
    expect(res.data!).toMatchObject({ title: 'Cançó de bressol', artist: 'Maria del Mar' });
  });

  it('keeps what the admin typed over tags', async () => {
    const file = await suite.fx.mp3(620);
    const res = await upload({ title: 'Mi título', artist: 'Mi artista' }, [
      ['audioFile', file, 'Otro - Nombre.mp3', 'audio/mpeg'],
    ]);
    expect(res.data!).toMatchObject({ title: 'Mi título', artist: 'Mi artista' });
  });

  it('still requires a title when neither tags nor the name give one', async () => {
    const file = await suite.fx.mp3(630);
    const res = await expectNoResidue(() =>
      upload({ title: '   ' }, [['audioFile', file, 'grabacion.mp3', 'audio/mpeg']]),
    );
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      field: 'title',
      message: 'Por favor, introduce un título para la canción.',
    });
  });

  it('requires the audio file', async () => {
    const res = await expectNoResidue(() => upload({ title: 'Sin archivo' }, []));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      field: 'audioFile',
      message: 'Por favor, selecciona un archivo de audio para subir.',
    });
  });

  it.each([
    ['a text file named .mp3 sent as audio/mpeg', () => suite.fx.text, 'cancion.mp3', 'audio/mpeg'],
    ['a PNG named .flac', () => suite.fx.png, 'cancion.flac', 'audio/flac'],
  ])('refuses %s by content, leaving nothing behind', async (_label, file, name, mime) => {
    const res = await expectNoResidue(() => upload({ title: 'Falsa' }, [['audioFile', file(), name, mime]]));
    expect(res.status).toBe(415);
    expect(res.error).toMatchObject({
      field: 'audioFile',
      message: 'El archivo no es un audio MP3, WAV, OGG o FLAC válido.',
    });
  });

  it('refuses audio whose header says MP3 but whose body is not audio', async () => {
    const fake = `${suite.fx.dir}/fake.mp3`;
    fs.writeFileSync(fake, Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(20_000, 0x41)]));
    const res = await expectNoResidue(() =>
      upload({ title: 'Falsa' }, [['audioFile', fake, 'falsa.mp3', 'audio/mpeg']]),
    );
    expect(res.status).toBe(415);
  });

  it('stores a JPG, PNG or WebP cover checked by content', async () => {
    for (const [cover, ext, tone] of [
      [suite.fx.png, 'png', 640],
      [suite.fx.jpg, 'jpg', 641],
      [suite.fx.webp, 'webp', 642],
    ] as const) {
      const res = await upload({ title: `Con portada ${ext}` }, [
        ['audioFile', await suite.fx.mp3(tone), 'a.mp3', 'audio/mpeg'],
        ['coverImage', cover, 'portada.bin', 'application/octet-stream'],
      ]);
      expect(res.status).toBe(201);
      const track = res.data!;
      expect(track.coverImageUrl).toMatch(new RegExp(`^/media/covers/[a-f0-9]{32}\\.${ext}$`));
      expect(sha(fs.readFileSync(mediaPath(suite.station, track.coverImageUrl!)))).toBe(sha(fs.readFileSync(cover)));
    }
  });

  it.each([
    ['a text file named .jpg', () => suite.fx.text, 'portada.jpg'],
    ['a GIF (not a cover format)', () => suite.fx.gif, 'portada.gif'],
  ])('refuses %s as cover and keeps no audio either', async (_label, cover, name) => {
    const audio = await suite.fx.mp3(650);
    const res = await expectNoResidue(() =>
      upload({ title: 'Portada mala' }, [
        ['audioFile', audio, 'a.mp3', 'audio/mpeg'],
        ['coverImage', cover(), name, 'image/jpeg'],
      ]),
    );
    expect(res.status).toBe(415);
    expect(res.error).toMatchObject({
      field: 'coverImage',
      message: 'La portada debe ser una imagen JPG, PNG o WebP.',
    });
  });

  it.each([
    [
      'a file in an unknown field',
      [
        ['audioFile', 'mp3', 'a.mp3'],
        ['adjunto', 'mp3', 'b.mp3'],
      ],
    ],
    [
      'two audio files',
      [
        ['audioFile', 'mp3', 'a.mp3'],
        ['audioFile', 'wav', 'b.wav'],
      ],
    ],
  ] as const)('refuses %s with a 400 and removes what was already received', async (_label, parts) => {
    const files = parts.map(
      ([field, key, name]) =>
        [field, key === 'mp3' ? suite.fx.mp3Plain : suite.fx.wav, name, 'audio/mpeg'] as [
          string,
          string,
          string,
          string,
        ],
    );
    const res = await expectNoResidue(() => upload({ title: 'Demasiados' }, files));
    expect(res.status).toBe(400);
    expect(res.error?.error).toBe('unexpected_file');
  });

  it('treats a JSON body as a form without the audio file', async () => {
    const res = await expectNoResidue(() =>
      suite.client.sendInvalid('tracks.upload', { body: { title: 'Sin archivo', audioFile: 'c:/musica/a.mp3' } }),
    );
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe('audioFile');
  });

  it('answers 413 with a clear message past 50 MB and keeps no part of it', async () => {
    const form = new FormData();
    form.append('title', 'Demasiado grande');
    form.append(
      'audioFile',
      new Blob([new Uint8Array(UPLOAD_LIMITS.audioMaxBytes + 1)], { type: 'audio/mpeg' }),
      'grande.mp3',
    );
    const res = await expectNoResidue(() => suite.client.send('tracks.upload', { body: form }));
    expect(res.status).toBe(413);
    expect(res.error).toMatchObject({
      error: 'file_too_large',
      field: 'audioFile',
      message: 'El archivo de audio supera el máximo de 50 MB.',
    });
  });

  it('answers 413 for a cover past 10 MB, removing the audio already received', async () => {
    const form = multipart({ title: 'Portada enorme' }, [
      ['audioFile', await suite.fx.mp3(660), 'a.mp3', 'audio/mpeg'],
    ]);
    form.append(
      'coverImage',
      new Blob([new Uint8Array(UPLOAD_LIMITS.imageMaxBytes + 1)], { type: 'image/png' }),
      'p.png',
    );
    const res = await expectNoResidue(() => suite.client.send('tracks.upload', { body: form }));
    expect(res.status).toBe(413);
    expect(res.error).toMatchObject({
      field: 'coverImage',
      message: 'La portada supera el máximo de 10 MB.',
    });
  });

  it('answers 409 for a song already in the library and leaves the original intact', async () => {
    const file = await suite.fx.mp3(670);
    const first = (await upload({ title: 'Original' }, [['audioFile', file, 'a.mp3', 'audio/mpeg']])).data!;
    const res = await expectNoResidue(() => upload({ title: 'Copia' }, [['audioFile', file, 'b.mp3', 'audio/mpeg']]));
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('Esta canción ya está en la biblioteca como «Original».');
    expect(fs.existsSync(mediaPath(suite.station, first.audioFileUrl))).toBe(true);
  });

  it('removes the stored files again when the row cannot be written', async () => {
    const { repos } = suite.station.context;
    const create = repos.tracks.create;
    repos.tracks.create = () => {
      throw new Error('disco lleno');
    };
    try {
      const res = await expectNoResidue(async () =>
        upload({ title: 'Sin fila' }, [
          ['audioFile', await suite.fx.mp3(680), 'a.mp3', 'audio/mpeg'],
          ['coverImage', suite.fx.png, 'p.png', 'image/png'],
        ]),
      );
      expect(res.status).toBe(500);
    } finally {
      repos.tracks.create = create;
    }
  });

  it('takes the uploader from the session, not from forged adminId/adminUsername', async () => {
    const res = await suite.client.send('tracks.upload', {
      headers: FORGED_ADMIN_HEADERS,
      body: multipart({ title: 'Firmada', adminId: '999', adminUsername: 'mallory' }, [
        ['audioFile', await suite.fx.mp3(690), 'a.mp3', 'audio/mpeg'],
      ]),
    });
    const track = res.data!;
    const admin = suite.station.context.repos.users.findByUsername('admin')!;
    // Stored with the session's account (answers never say who uploaded: uploadedBy is 0 in every answer).
    expect(suite.station.context.repos.tracks.get(track.id)?.uploadedBy).toBe(admin.id);
    const entry = suite.station.context.repos.audit.recent(1)[0]!;
    expect(entry).toMatchObject({ username: 'admin', action: 'track.upload', detail: 'Canción «Firmada» subida' });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'title=x'],
    [
      'cut off before its closing boundary',
      'multipart/form-data; boundary=corte',
      '--corte\r\nContent-Disposition: form-data; name="audioFile"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\nID3 datos sin final',
    ],
  ])('answers a multipart body %s with a 400, not a 500', async (_label, contentType, body) => {
    const res = await expectNoResidue(() =>
      suite.client.sendInvalid('tracks.upload', { headers: { 'Content-Type': contentType }, rawBody: body }),
    );
    expect(res.status).toBe(400);
    expect(res.error?.error).toBe('malformed_upload');
  });

  it('leaves no temp file when the client drops the connection mid-upload', async () => {
    const url = new URL(apiUrl('tracks.upload'), suite.station.url);
    const cookie = (await suite.station.login()).split('=');
    const boundary = 'emisora-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="audioFile"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          Cookie: cookie.join('='),
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(5_000_000),
        },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.alloc(1_000_000, 1), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200),
      );
    });
    for (let i = 0; i < 50 && mediaFiles(suite.station).tmp.length > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(mediaFiles(suite.station).tmp).toEqual([]);
  });
});
