import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/**
 * The listener count to show publicly, or null below the station's minimum (a room of "0 oyentes conectados"
 * tells a visitor nobody listens). Hidden too until the station's setting has arrived.
 */
export function useShownListenerCount(listeners: number | undefined): number | null {
  const minimum = useQuery({ ...apiQuery('station.siteConfig') }).data?.listenerCountMinimum;
  if (listeners === undefined || minimum === undefined || listeners < minimum) return null;
  return listeners;
}
