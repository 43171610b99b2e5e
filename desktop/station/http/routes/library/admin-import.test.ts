import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../../../shared/station/station-rules';
import { freePort } from '../../../config/ports';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { expectNothingLeft, sha, mediaFiles, mediaPath } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { endlessBody, startFileServer } from '../../../../../testing/station/file-server';
import { createMediaFixtures, type MediaFixtures } from '../../../../../testing/station/media-fixtures';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

let station: TestStation;
let fx: MediaFixtures;
let server: Awaited<ReturnType<typeof startFileServer>>;
let api: ApiClient;
let chunkedWritten = -1;

beforeAll(async () => {
  // The file server below plays "the internet": imports may reach its loopback port and nothing else local.
  const onlyTheFileServer = (address: string, port: number) =>
    address === '127.0.0.1' && String(port) === new URL(server.url('/')).port;
  [station, fx] = await Promise.all([
    startTestStation({}, { createBroadcast: () => createOfflineBroadcast(), downloadAddressPolicy: onlyTheFileServer }),
    createMediaFixtures(),
  ]);
  api = apiClient(station, await station.login());
  const send = (file: () => string, type: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
    const data = fs.readFileSync(file());
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(data.length) }).end(data);
  };
  server = await startFileServer({
    '/music/Els%20Pescadors%20-%20Mar%20Endins.mp3': send(() => fx.mp3Plain, 'audio/mpeg'),
    '/tagged': send(() => fx.mp3Tagged, 'application/octet-stream'),
    '/notes.mp3': send(() => fx.text, 'audio/mpeg'),
    '/redirect': (_req, res) => res.writeHead(302, { Location: '/music/Els%20Pescadors%20-%20Mar%20Endins.mp3' }).end(),
    '/declared-too-big.mp3': endlessBody(
      UPLOAD_LIMITS.audioMaxBytes + 1024 * 1024,
      () => {},
      UPLOAD_LIMITS.audioMaxBytes + 1024 * 1024,
    ),
    '/chunked-too-big.mp3': endlessBody(200 * 1024 * 1024, (written) => {
      chunkedWritten = written;
    }),
  });
});
afterAll(async () => {
  await Promise.all([station?.close(), server?.close()]);
  fx?.cleanup();
});

const importUrl = (body: object) => api.sendInvalid('tracks.import', { body });

const expectNoResidue = <T>(request: () => Promise<T>) =>
  expectNothingLeft(station, () => station.context.repos.tracks.count(), request);

describe('POST /api/tracks/import', () => {
  it("downloads real audio, names it from 'artist - title' in the URL and stores it", async () => {
    const res = await importUrl({ url: server.url('/music/Els%20Pescadors%20-%20Mar%20Endins.mp3') });
    expect(res.status).toBe(201);
    const track = res.data!;
    expect(track).toMatchObject({ title: 'Mar Endins', artist: 'Els Pescadors' });
    expect(track.duration).toBeGreaterThan(1.8);
    expect(sha(fs.readFileSync(mediaPath(station, track.audioFileUrl)))).toBe(sha(fs.readFileSync(fx.mp3Plain)));
    expect(mediaFiles(station).tmp).toEqual([]);
    const entry = station.context.repos.audit.recent(1)[0]!;
    expect(entry).toMatchObject({ action: 'track.import', username: 'admin' });
    expect(entry.detail).toContain(new URL(server.url('/')).host);
    expect(entry.detail).not.toContain('/music/');
  });

  it('uses the tags, and typed fields over them', async () => {
    const res = await importUrl({ url: server.url('/tagged?token=secreto'), album: 'Recopilatorio' });
    expect(res.status).toBe(201);
    expect(res.data!).toMatchObject({
      title: 'Mar de fons',
      artist: 'Els Pescadors',
      album: 'Recopilatorio',
    });
    expect(station.context.repos.audit.recent(1)[0]!.detail).not.toContain('secreto');
  });

  it('answers 409 for the same file again (after a redirect), keeping the original', async () => {
    const res = await expectNoResidue(() => importUrl({ url: server.url('/redirect') }));
    expect(res.status).toBe(409);
    expect(res.error?.field).toBe('url');
  });

  it('refuses content that is not audio', async () => {
    const res = await expectNoResidue(() => importUrl({ url: server.url('/notes.mp3'), title: 'Falsa' }));
    expect(res.status).toBe(415);
    expect(res.error).toMatchObject({
      field: 'url',
      message: 'El archivo no es un audio MP3, WAV, OGG o FLAC válido.',
    });
  });

  it('refuses a declared size over 50 MB with 413 before downloading it', async () => {
    const res = await expectNoResidue(() => importUrl({ url: server.url('/declared-too-big.mp3'), title: 'Grande' }));
    expect(res.status).toBe(413);
    expect(res.error).toMatchObject({
      field: 'url',
      message: 'El archivo de la URL supera el máximo de 50 MB.',
    });
  });

  it('aborts a body without Content-Length as soon as it passes 50 MB', async () => {
    const res = await expectNoResidue(() => importUrl({ url: server.url('/chunked-too-big.mp3'), title: 'Sin fin' }));
    expect(res.status).toBe(413);
    for (let i = 0; i < 40 && chunkedWritten < 0; i++) await new Promise((r) => setTimeout(r, 50));
    // The source offered 200 MB; the station hung up long before that.
    expect(chunkedWritten).toBeGreaterThan(0);
    expect(chunkedWritten).toBeLessThan(120 * 1024 * 1024);
  });

  it('reports a 404 at the source as a download failure', async () => {
    const res = await expectNoResidue(() => importUrl({ url: server.url('/missing.mp3') }));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      error: 'download_failed',
      field: 'url',
      message: 'No se pudo descargar el archivo: el servidor respondió 404.',
    });
  });

  it('reports an unreachable server with the one generic message', async () => {
    const closedPort = await freePort();
    const res = await expectNoResidue(() => importUrl({ url: `http://127.0.0.1:${closedPort}/x.mp3` }));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      error: 'download_failed',
      field: 'url',
      message: 'No se pudo descargar el archivo desde esa URL.',
    });
  });

  it.each([
    [{}, 'url', 'La URL es requerida.'],
    [{ url: 'ftp://example.org/a.mp3' }, 'url', 'Introduce una URL http(s) válida.'],
    [{ url: 'file:///etc/passwd' }, 'url', 'Introduce una URL http(s) válida.'],
    [{ url: 'https://example.org/a.mp3', title: 'x'.repeat(201) }, 'title', ''],
  ])('validates %j with a 400 naming the field', async (body, field, message) => {
    const res = await expectNoResidue(() => importUrl(body));
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe(field);
    expect(res.error?.message).toContain(message);
  });
});
