import { create } from 'zustand';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import { isNowPlaying } from './is-now-playing';
import { apiUrl } from '../../lib/api';

/**
 * - 'connecting': no event yet; 'open': events arrive; 'lost': the connection dropped and the browser is
 *   reconnecting (the station is stopped, restarting or unreachable); 'unsupported': no EventSource, or the
 *   server refused the stream for good (the caller falls back to one GET /api/now-playing).
 */
export type FeedConnection = 'connecting' | 'open' | 'lost' | 'unsupported';

export interface OnAirFeedState {
  /** The engine's last report over the open connection; null while none is current (never a stale one). */
  data: NowPlaying | null;
  connection: FeedConnection;
}

/** One Server-Sent Events connection for the whole public site, however many components read it. */
export const useOnAirFeed = create<OnAirFeedState>(() => ({ data: null, connection: 'connecting' }));

let source: EventSource | null = null;
let readers = 0;

function open(): void {
  if (typeof EventSource === 'undefined') {
    useOnAirFeed.setState({ data: null, connection: 'unsupported' });
    return;
  }
  const events = new EventSource(apiUrl('nowPlaying.events'), { withCredentials: true });
  source = events;
  const onData = (event: MessageEvent<string>) => {
    try {
      const data: unknown = JSON.parse(event.data);
      if (isNowPlaying(data)) useOnAirFeed.setState({ data, connection: 'open' });
      else console.warn('Unexpected now-playing event', data);
    } catch (error) {
      console.warn('Unreadable now-playing event', error);
    }
  };
  events.addEventListener('message', onData);
  events.addEventListener('now-playing', onData as EventListener);
  events.onerror = () => {
    // What the station said before it went away is no longer known to be true: drop it. CLOSED means the server
    // refused the stream (404, wrong type); otherwise the browser reconnects by itself and the server's first
    // event on the new connection brings the state back.
    useOnAirFeed.setState({
      data: null,
      connection: events.readyState === EventSource.CLOSED ? 'unsupported' : 'lost',
    });
  };
}

/** Starts reading the feed (the first reader opens the connection); the returned function stops. */
export function readOnAirFeed(): () => void {
  readers += 1;
  if (readers === 1) open();
  return () => {
    readers -= 1;
    if (readers > 0) return;
    source?.close();
    source = null;
    useOnAirFeed.setState({ data: null, connection: 'connecting' });
  };
}
