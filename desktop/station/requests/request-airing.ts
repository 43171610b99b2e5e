import type { EventEmitter } from 'node:events';
import type { Repos } from '../repos/index';
import type { Logger } from '../core/log';
import type { OnAirItem } from '../broadcast/on-air/on-air-item';
import type { BroadcastEvents } from '../broadcast/engine/broadcast';

/**
 * A requested song reached the air (the crossfade's midpoint, when listeners hear it): the request is marked aired
 * at that instant and `requestAired` tells the world (Difusión), with the dedication only once the studio approved
 * it. The air never waits on this: a write that fails is logged.
 */
export function createRequestAiring(options: {
  repos: Pick<Repos, 'songRequests'>;
  events: EventEmitter<BroadcastEvents>;
  log: Logger;
}) {
  return {
    onAir(item: OnAirItem, startedAt: string) {
      const requestId = item.planned?.requestId;
      if (requestId === undefined) return;
      try {
        const request = options.repos.songRequests.get(requestId);
        if (!request || !options.repos.songRequests.markAired(requestId, startedAt)) return;
        options.events.emit('requestAired', {
          requestId,
          trackId: item.planned!.track.id,
          title: item.title,
          artist: item.artist,
          dedication: request.dedicationState === 'approved' ? request.dedication : null,
        });
      } catch (error) {
        options.log.error('could not record a request on air', { requestId, error: (error as Error).message });
      }
    },
  };
}
