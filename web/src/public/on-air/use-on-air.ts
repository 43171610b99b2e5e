import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NowPlaying } from '../../../../shared/schemas/streaming';
import { type AirState, airState } from './air-state';
import { isNowPlaying } from './is-now-playing';
import { readOnAirFeed, useOnAirFeed } from './on-air-feed';
import { apiQuery } from '../../lib/api';

export type OnAir = { data: NowPlaying | null; state: AirState };

/**
 * What the station is airing and what the public labels may say about it, from the engine's own reports: the
 * shared Server-Sent Events feed, or one GET /api/now-playing where events are unavailable. Nothing known
 * (before the first report, or with the station unreachable) is 'unknown': no label claims the air then.
 */
export function useOnAir(): OnAir {
  useEffect(readOnAirFeed, []);
  const pushed = useOnAirFeed((s) => s.data);
  const unsupported = useOnAirFeed((s) => s.connection === 'unsupported');
  const snapshot = useQuery({ ...apiQuery('nowPlaying.get'), enabled: unsupported });
  const data = pushed ?? (unsupported && !snapshot.isError && isNowPlaying(snapshot.data) ? snapshot.data : null);
  return { data, state: airState(data) };
}
