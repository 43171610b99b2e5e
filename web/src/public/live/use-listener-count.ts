import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/**
 * The listener count to show publicly (the spec shows it), or null below the minimum a station may set when it
 * prefers not to show a small audience. Hidden too until the station's setting has arrived.
 */
export function useShownListenerCount(listeners: number | undefined): number | null {
  const minimum = useQuery({ ...apiQuery('station.siteConfig') }).data?.listenerCountMinimum;
  if (listeners === undefined || minimum === undefined || listeners < minimum) return null;
  return listeners;
}
