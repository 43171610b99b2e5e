import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../../shared/schemas/site-config';

/**
 * The listener count to show publicly, or null below the station's minimum (a room of "0 oyentes conectados"
 * tells a visitor nobody listens). Hidden too until the station's setting has arrived.
 */
export function useShownListenerCount(listeners: number | undefined): number | null {
  const minimum = useQuery<SiteConfig>({ queryKey: ['/api/site-config'] }).data?.listenerCountMinimum;
  if (listeners === undefined || minimum === undefined || listeners < minimum) return null;
  return listeners;
}
