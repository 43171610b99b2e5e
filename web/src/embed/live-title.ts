import type { NowPlaying } from '../../../shared/schemas/broadcast/streaming';
import { isNowPlaying } from '../public/on-air/is-now-playing';

const MAX_RETRY_MS = 15_000;

/**
 * Follows the station's now-playing events. The browser reconnects a dropped EventSource by itself; when it gives
 * up (the station answered with an error while starting, or refused the connection) a new one is opened with a
 * growing delay, so the title comes back after a restart without the listener reloading. `null` while unknown.
 */
export function followNowPlaying(url: string, onData: (data: NowPlaying | null) => void): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const receive = (event: MessageEvent<string>) => {
    try {
      const data: unknown = JSON.parse(event.data);
      if (!isNowPlaying(data)) return;
      attempt = 0;
      onData(data);
    } catch {
      // not a now-playing event
    }
  };
  const open = () => {
    const events = new EventSource(url);
    source = events;
    events.addEventListener('message', receive);
    events.addEventListener('now-playing', receive as EventListener);
    events.onerror = () => {
      onData(null);
      if (events.readyState !== EventSource.CLOSED) return;
      events.close();
      retry = setTimeout(open, Math.min(1_000 * 2 ** attempt, MAX_RETRY_MS));
      attempt += 1;
    };
  };
  open();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}

/** The line the widget shows: "Artist — Title" for a song of the library, the bare title otherwise. */
export function titleLine(data: NowPlaying | null): string {
  const current = data?.current;
  if (!current) return '';
  return current.trackId !== null && current.artist ? `${current.artist} — ${current.title}` : current.title;
}
