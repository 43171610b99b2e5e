import { Router } from 'express';
import { AUDIO } from '../../../../../shared/station/audio-format';
import { STATION } from '../../../../../shared/station/station-facts';
import type { RadioGarden } from '../../../../../shared/schemas/broadcast/streaming';
import { stationOrigin } from '../../../config/hosts';
import { EXTRA_MOUNTS } from '../../../broadcast/outputs/encoding/formats';
import type { StationContext } from '../../../core/context';
import { HLS_PLAYLIST_PATH, STREAM_MOUNTS } from '../../../broadcast/mounts/stream-routes';
import { handle } from '../../route-helpers/handle';

/** The station's address for what clients keep (config/hosts.ts): the same whatever Host they used. */
export const publicOrigin = (ctx: Pick<StationContext, 'config'>): string => stationOrigin(ctx.config);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The station's streams, MP3 first (what every player plays), then AAC (mobile data) and Ogg Opus. */
export function streamList(origin: string): RadioGarden['streams'] {
  return [
    ...STREAM_MOUNTS.map((mount) => ({
      url: `${origin}${mount.path}`,
      codec: mount.codec,
      bitrate: mount.bitrateKbps,
      contentType: mount.contentType,
    })),
    {
      url: `${origin}${HLS_PLAYLIST_PATH}`,
      codec: 'AAC',
      bitrate: EXTRA_MOUNTS.aac.bitrateKbps,
      contentType: 'application/vnd.apple.mpegurl',
    },
  ];
}

/** Where a playlist sends players besides the studio: the relays with room, and whether they come first. */
export interface PlaylistRelays {
  urls: readonly string[];
  first: boolean;
}

interface PlaylistEntry {
  url: string;
  title: string;
}

// Players treat a playlist's entries as alternatives in order; HLS is for browsers and CDNs, not these files.
function playlistEntries(origin: string, relays: PlaylistRelays): PlaylistEntry[] {
  const studio = streamList(origin)
    .filter((s) => !s.url.endsWith('.m3u8'))
    .map((s) => ({ url: s.url, title: `${STATION.name} (${s.codec} ${s.bitrate} kbps)` }));
  const relayed = relays.urls.map((url) => ({ url, title: `${STATION.name} (MP3, repetidor)` }));
  return relays.first ? [...relayed, ...studio] : [...studio, ...relayed];
}

const NO_RELAYS: PlaylistRelays = { urls: [], first: false };

export function playlistPls(origin: string, relays = NO_RELAYS): string {
  const entries = playlistEntries(origin, relays);
  const lines = entries.map((s, i) => `File${i + 1}=${s.url}\nTitle${i + 1}=${s.title}\nLength${i + 1}=-1\n`);
  return `[playlist]\nNumberOfEntries=${entries.length}\n${lines.join('')}Version=2\n`;
}

export function playlistM3u(origin: string, relays = NO_RELAYS): string {
  return `#EXTM3U\n${playlistEntries(origin, relays)
    .map((s) => `#EXTINF:-1,${s.title}\n${s.url}\n`)
    .join('')}`;
}

/** The relays a playlist lists: first past the local limit ("Enviar oyentes a los repetidores"), else after. */
export function playlistRelays(ctx: Pick<StationContext, 'listenerStats' | 'relays' | 'repos'>): PlaylistRelays {
  const limit = ctx.repos.relays.redirectAbove();
  if (limit === null) return NO_RELAYS;
  return { urls: ctx.relays.withRoom('mp3'), first: ctx.listenerStats.concurrent() >= limit };
}

/**
 * A self-contained page to embed in an iframe: the stream, and what is playing over SSE, both from the address the
 * page itself was loaded from (the station serves it: a second address would be another origin to its policy).
 */
export function playerPage(cspNonce?: string): string {
  const name = escapeHtml(STATION.name);
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} — En directo</title>
<style>body{margin:0;font:15px system-ui,sans-serif;background:#111;color:#fff}main{padding:12px 16px}h1{font-size:16px;margin:0 0 4px}p{margin:0 0 10px;color:#ccc;min-height:1.2em}audio{width:100%}</style>
</head><body><main>
<h1>${name} · ${STATION.frequencyMHz} FM</h1>
<p id="now" aria-live="polite"></p>
<audio controls preload="none" src="/stream"></audio>
</main><script${cspNonce ? ` nonce="${cspNonce}"` : ''}>
(function(){var now=document.getElementById('now');
function show(d){var c=d&&d.current;now.textContent=c?(c.trackId!==null&&c.artist?c.artist+' — '+c.title:c.title):'';}
try{var es=new EventSource('/api/now-playing/events');es.addEventListener('now-playing',function(e){show(JSON.parse(e.data));});}catch(e){}
})();
</script></body></html>
`;
}

/** Playlists, the embeddable player and the directory (Radio Garden) description. */
export function streamLinkRoutes(ctx: Pick<StationContext, 'config' | 'listenerStats' | 'relays' | 'repos'>): Router {
  const router = Router();
  handle(router, 'streaming.playlistPls', ({ res }) => {
    res
      .type('audio/x-scpls')
      .set('Content-Disposition', 'inline; filename="emisora.pls"')
      .send(playlistPls(publicOrigin(ctx), playlistRelays(ctx)));
  });
  handle(router, 'streaming.playlistM3u', ({ res }) => {
    res
      .type('audio/x-mpegurl')
      .set('Content-Disposition', 'inline; filename="emisora.m3u"')
      .send(playlistM3u(publicOrigin(ctx), playlistRelays(ctx)));
  });
  handle(router, 'streaming.player', ({ res }) => {
    // The nonce lets its inline script run under the player's CSP (http/middleware/security-headers.ts).
    res.type('html').send(playerPage(res.locals.cspNonce));
  });
  handle(router, 'streaming.radioGarden', ({ res }) => {
    const origin = publicOrigin(ctx);
    const body: RadioGarden = {
      name: STATION.name,
      streamUrl: `${origin}/stream`,
      website: origin,
      codec: 'MP3',
      bitrate: AUDIO.mp3BitrateKbps,
      location: { ...STATION.location },
      streams: streamList(origin),
    };
    res.json(body);
  });
  return router;
}
