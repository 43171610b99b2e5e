import type { Request } from 'express';
import { stationOrigin } from '../../config/hosts';

/**
 * The station's address for what a person is told to type or follow (the encoders' guide, the calendar's show
 * links): the public URL when the station has one, else the address this person reached it by, so BUTT, OBS and
 * a calendar all say the one address that is known to work from where they are. A Host that is not a plain
 * `name[:port]` (forged, or written otherwise than the URL parser writes it back) is not repeated: the station's
 * own address is used instead. What clients keep and share (playlists, podcast feeds, directories) keeps
 * stationOrigin (config/hosts.ts).
 */
export function stationAddress(req: Request, config: Parameters<typeof stationOrigin>[0]): string {
  if (config.publicUrl) return stationOrigin(config);
  const host = req.get('host');
  if (host && URL.canParse(`${req.protocol}://${host}/`)) {
    const url = new URL(`${req.protocol}://${host}/`);
    const port = url.port === '' ? '' : `:${url.port}`;
    if (`${url.hostname}${port}` === host.toLowerCase() && url.pathname === '/') return url.origin;
  }
  return stationOrigin(config);
}
