import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import type { Levels } from '../../../../shared/schemas/broadcast/studio';
import { apiKey, apiQuery, apiUrl } from '../../lib/api';
import { useLevels } from '../levels/levels-store';

/**
 * What is on air: one GET for the first paint, then the server pushes every change over SSE
 * (EventSource reconnects by itself after a drop, using the server's retry hint). The studio asks the same
 * stream for the air's levels (admins only, 10 a second) for its meter.
 */
export function useNowPlaying() {
  const queryClient = useQueryClient();
  const setLevels = useLevels((state) => state.set);
  useEffect(() => {
    const events = new EventSource(`${apiUrl('nowPlaying.events')}?levels=1`);
    events.addEventListener('now-playing', (event) => {
      queryClient.setQueryData(
        apiKey('nowPlaying.get'),
        JSON.parse((event as MessageEvent<string>).data) as NowPlaying,
      );
    });
    events.addEventListener('levels', (event) => {
      setLevels(JSON.parse((event as MessageEvent<string>).data) as Levels);
    });
    return () => events.close();
  }, [queryClient, setLevels]);
  return useQuery(apiQuery('nowPlaying.get'));
}
