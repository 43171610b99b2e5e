import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';

const isItem = (v: unknown): boolean => {
  if (v === null) return true;
  const o = v as Record<string, unknown>;
  return typeof v === 'object' && typeof o.title === 'string' && typeof o.artist === 'string';
};

/**
 * The fields the public pages read from nowPlayingSchema, checked by hand: importing zod here would add
 * ~37 KB gzip to the home page's first load for one object (the server already validates what it sends).
 * `serverRunning` may be missing (a station from before it was sent); when present it must be a boolean.
 */
export function isNowPlaying(value: unknown): value is NowPlaying {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isItem(o.current) &&
    typeof o.listeners === 'number' &&
    typeof o.isLive === 'boolean' &&
    (o.serverRunning === undefined || typeof o.serverRunning === 'boolean') &&
    Array.isArray(o.history)
  );
}
