import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NowPlaying } from '../../../shared/schemas/streaming';

const URL = '/api/now-playing';

/**
 * What is on air: one GET for the first paint, then the server pushes every change over SSE
 * (EventSource reconnects by itself after a drop, using the server's retry hint).
 */
export function useNowPlaying() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = new EventSource(`${URL}/events`);
    events.addEventListener('now-playing', (event) => {
      queryClient.setQueryData<NowPlaying>([URL], JSON.parse((event as MessageEvent<string>).data) as NowPlaying);
    });
    return () => events.close();
  }, [queryClient]);
  return useQuery<NowPlaying>({ queryKey: [URL] });
}
