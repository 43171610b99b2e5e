import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one token the fake music provider accepts; any other gets the provider's 401. */
export const FAKE_PROVIDER_TOKEN = 'e2e-good-token';
const FAKE_PLAYLIST_COUNT = 12;

/** One second of 8 kHz mono silence: a real, playable preview without shipping a media file. */
function silentWav(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

const playlist = (n: number) => ({
  id: `pl-${n}`,
  name: `Lista destacada ${n}`,
  description: `Descripción de la lista ${n}`,
  images: [],
  external_urls: { spotify: `https://open.spotify.com/playlist/pl-${n}` },
  tracks: { total: 3 },
});

/**
 * A tiny stand-in for the provider's Web API (the paths the site calls), with CORS because the
 * browser calls it directly from the station's origin, as it would call the real provider.
 */
export async function startFakeProvider(): Promise<{ base: string; close(): Promise<void> }> {
  let origin = '';
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization');
    res.setHeader('Access-Control-Allow-Methods', 'GET');
    const url = new URL(req.url ?? '/', origin);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (url.pathname === '/previews/1.wav') return res.writeHead(200, { 'Content-Type': 'audio/wav' }).end(silentWav());
    if (req.headers.authorization !== `Bearer ${FAKE_PROVIDER_TOKEN}`)
      return json(401, { error: { status: 401, message: 'The access token expired' } });
    if (url.pathname === '/v1/browse/featured-playlists') {
      // More than asked for would be a provider bug; the site must still show only its limit.
      const limit = Number(url.searchParams.get('limit') ?? FAKE_PLAYLIST_COUNT);
      return json(200, {
        message: 'Destacadas',
        playlists: { items: Array.from({ length: Math.min(limit, FAKE_PLAYLIST_COUNT) }, (_, i) => playlist(i + 1)) },
      });
    }
    const match = /^\/v1\/playlists\/([\w-]+)$/.exec(url.pathname);
    if (match) {
      const track = (n: number, preview: boolean) => ({
        track: {
          id: `t-${n}`,
          name: `Canción ${n}`,
          artists: [{ name: 'Artista Falso' }],
          album: { name: 'Álbum Falso', images: [] },
          preview_url: preview ? `${origin}/previews/1.wav` : null,
        },
      });
      return json(200, {
        ...playlist(Number(match[1]!.replace('pl-', ''))),
        tracks: { total: 3, items: [track(1, true), track(2, false), { track: null }, track(3, false)] },
      });
    }
    if (url.pathname === '/v1/search') {
      const q = url.searchParams.get('q') ?? '';
      return json(200, {
        artists: {
          items: [
            {
              id: 'ar-1',
              name: q,
              genres: ['rumba catalana', 'pop', 'flamenco', 'cuarto género'],
              popularity: 42,
              followers: { total: 12345 },
              images: [],
              external_urls: { spotify: 'https://open.spotify.com/artist/ar-1' },
            },
          ],
        },
      });
    }
    return json(404, { error: { status: 404, message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/v1`,
    // Browsers keep connections alive; drop them so closing never waits on an idle socket.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
