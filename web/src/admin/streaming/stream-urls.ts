import { STREAM_APP, STREAM_OUTPUT_NAME } from '../../../../shared/station/audio-format';

/** Addresses as a listener or OBS on another machine reaches them: this page's host name, the server's ports. */
export function streamUrls(ports: { rtmpPort: number | null; httpPort: number | null }) {
  const { protocol, hostname, origin } = window.location;
  return {
    mp3: `${origin}/stream`,
    pls: `${origin}/api/streaming/playlist.pls`,
    m3u: `${origin}/api/streaming/playlist.m3u`,
    player: `${origin}/api/streaming/player`,
    radioGarden: `${origin}/api/streaming/radio-garden`,
    flv: ports.httpPort ? `${protocol}//${hostname}:${ports.httpPort}/${STREAM_APP}/${STREAM_OUTPUT_NAME}.flv` : null,
    rtmpServer: ports.rtmpPort ? `rtmp://${hostname}:${ports.rtmpPort}/${STREAM_APP}` : null,
  };
}
