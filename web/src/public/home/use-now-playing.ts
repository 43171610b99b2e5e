import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NowPlaying } from '../../../../shared/schemas/streaming';
import { isNowPlaying } from './is-now-playing';

export type NowPlayingFeed = { data: NowPlaying | null; mode: 'live' | 'snapshot' | 'none' };

/**
 * What the station is airing, pushed over Server-Sent Events. If the events endpoint does not exist (the
 * browser closes the EventSource for good), fall back to one GET /api/now-playing; if that fails too, the
 * caller shows the player's own track.
 */
export function useNowPlaying(): NowPlayingFeed {
  const [pushed, setPushed] = useState<NowPlaying | null>(null);
  const [sseFailed, setSseFailed] = useState(typeof EventSource === 'undefined');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/now-playing/events', { withCredentials: true });
    const onData = (event: MessageEvent<string>) => {
      try {
        const data: unknown = JSON.parse(event.data);
        if (isNowPlaying(data)) setPushed(data);
        else console.warn('Unexpected now-playing event', data);
      } catch (error) {
        console.warn('Unreadable now-playing event', error);
      }
    };
    source.addEventListener('message', onData);
    source.addEventListener('now-playing', onData as EventListener);
    source.onerror = () => {
      // CLOSED means the server refused the stream (404, wrong type); otherwise the browser reconnects by itself.
      if (source.readyState === EventSource.CLOSED) setSseFailed(true);
    };
    return () => source.close();
  }, []);

  const snapshot = useQuery<NowPlaying>({ queryKey: ['/api/now-playing'], enabled: sseFailed && !pushed });
  if (pushed) return { data: pushed, mode: 'live' };
  if (isNowPlaying(snapshot.data)) return { data: snapshot.data, mode: 'snapshot' };
  return { data: null, mode: 'none' };
}
