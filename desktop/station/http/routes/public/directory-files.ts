import { Router } from 'express';
import { AUDIO } from '../../../../../shared/station/audio-format';
import { STATION } from '../../../../../shared/station/station-facts';
import { directoryInfo } from '../../../broadcast/mounts/directory-info';
import { onAirTitle } from '../../../broadcast/on-air/on-air-title';
import { findResource, LOGO_FILE } from '../../../config/bundled-resources';
import { FORMATS } from '../../../broadcast/outputs/encoding/formats';
import { stationOrigin } from '../../../config/hosts';
import type { StationContext } from '../../../core/context';
import { publicReadCors } from '../../../broadcast/mounts/public-cors';
import { MAIN_MOUNT_PATH, STREAM_MOUNTS } from '../../../broadcast/mounts/stream-routes';
import { dateOf } from '../../../core/clock';
import { mountPlaylistPath, STATION_FILES } from '../../route-helpers/station-files';

/** The listener mounts as Icecast lists them (stream-routes.ts): path, statistics name, format and bitrate. */
const MOUNTS = STREAM_MOUNTS.map((mount) => ({
  path: mount.path,
  stats: mount.format,
  format: FORMATS[mount.format],
  bitrateKbps: mount.bitrateKbps,
}));
type Mount = (typeof MOUNTS)[number];

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const mountTitle = (mount: Mount) => `${STATION.name} (${mount.format.format.toUpperCase()} ${mount.bitrateKbps} kbps)`;

/** Icecast writes dates as RFC 822 with a numeric zone, and ISO 8601 without the colon in the offset. */
const rfc822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');
const iso8601 = (date: Date) => `${date.toISOString().slice(0, 19)}+0000`;

/**
 * What monitors, encoders and directories probe on an Icecast server, so they find it here too: /status-json.xsl
 * in Icecast 2.4's shape (BUTT checks it before connecting; widgets and uptime monitors read listeners and
 * title), the playlist files Icecast serves beside each mount (/stream.m3u, .pls, .xspf), and /streaminfo.json
 * (stream-meta.info) at the address icy-url names.
 */
export function directoryFileRoutes(
  ctx: Pick<StationContext, 'broadcast' | 'clock' | 'config' | 'listenerStats' | 'repos'>,
): Router {
  const router = Router();
  const startedAt = dateOf(ctx.clock);
  const origin = () => stationOrigin(ctx.config);

  const logo = findResource(LOGO_FILE, ctx.config.resourcesDir);
  router.get(STATION.logoPath, (_req, res, next) => {
    if (!logo) return next();
    res.sendFile(logo, { maxAge: '1d' });
  });

  router.get(STATION_FILES.streamInfo, publicReadCors, (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .json(directoryInfo(origin(), MAIN_MOUNT_PATH, ctx.repos.settings.directory()));
  });

  router.get(STATION_FILES.icecastStatus, publicReadCors, (_req, res) => {
    const listeners = ctx.listenerStats.byMount();
    const peaks = ctx.listenerStats.peakByMount();
    const current = ctx.broadcast.nowPlaying().current;
    const title = current
      ? onAirTitle({ kind: current.source, title: current.title, artist: current.artist })
      : STATION.name;
    const onAir = ctx.broadcast.status().serverRunning;
    const sources = MOUNTS.map((mount) => ({
      audio_info: `channels=${AUDIO.channels};samplerate=${mount.format.sampleRate};bitrate=${mount.bitrateKbps}`,
      bitrate: mount.bitrateKbps,
      channels: AUDIO.channels,
      genre: STATION.genre,
      'ice-bitrate': mount.bitrateKbps,
      'ice-channels': AUDIO.channels,
      'ice-samplerate': mount.format.sampleRate,
      listener_peak: peaks[mount.stats] ?? 0,
      listeners: listeners[mount.stats] ?? 0,
      listenurl: `${origin()}${mount.path}`,
      samplerate: mount.format.sampleRate,
      server_description: STATION.description,
      server_name: STATION.name,
      server_type: mount.format.contentType,
      server_url: origin(),
      stream_start: rfc822(startedAt),
      stream_start_iso8601: iso8601(startedAt),
      title,
      dummy: null,
    }));
    res.set('Cache-Control', 'no-store').json({
      icestats: {
        // Icecast's default contact: a real one would be a mailbox, and "admin@" named the admin's login.
        admin: 'icemaster@localhost',
        host: new URL(origin()).hostname,
        location: `${STATION.town}, ${STATION.location.country}`,
        server_id: 'Emisora (Icecast 2.4 compatible)',
        server_start: rfc822(startedAt),
        server_start_iso8601: iso8601(startedAt),
        // Icecast lists no sources while nothing is on air.
        ...(onAir ? { source: sources } : {}),
      },
    });
  });

  for (const mount of MOUNTS) {
    const url = () => `${origin()}${mount.path}`;
    router.get(mountPlaylistPath(mount.path, 'm3u'), (_req, res) => {
      res.type('audio/x-mpegurl').send(`${url()}\n`);
    });
    router.get(mountPlaylistPath(mount.path, 'pls'), (_req, res) => {
      res
        .type('audio/x-scpls')
        .send(`[playlist]\nNumberOfEntries=1\nFile1=${url()}\nTitle1=${mountTitle(mount)}\nLength1=-1\nVersion=2\n`);
    });
    router.get(mountPlaylistPath(mount.path, 'xspf'), (_req, res) => {
      res.type('application/xspf+xml').send(
        `<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
  <title>${xml(STATION.name)}</title>
  <trackList>
    <track>
      <location>${xml(url())}</location>
      <title>${xml(mountTitle(mount))}</title>
      <annotation>${xml(STATION.description)}</annotation>
      <info>${xml(origin())}</info>
    </track>
  </trackList>
</playlist>
`,
      );
    });
  }
  return router;
}
