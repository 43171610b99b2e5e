import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import { type AirState, airState } from './air-state';
import { isNowPlaying } from './is-now-playing';
import { readOnAirFeed, useOnAirFeed } from './on-air-feed';
import { apiQuery } from '../../lib/api';

/**
 * `settled`: the station's answer is in (`state` is what it said), or will not come soon (the events connection is
 * lost, or the one GET failed): whoever waits for the air to decide something stops waiting.
 */
export type OnAir = { data: NowPlaying | null; state: AirState; settled: boolean };

/**
 * What the station is airing and what the public labels may say about it, from the engine's own reports: the
 * shared Server-Sent Events feed, or one GET /api/now-playing where events are unavailable. Nothing known
 * (before the first report, or with the station unreachable) is 'unknown': no label claims the air then.
 */
export function useOnAir(): OnAir {
  useEffect(readOnAirFeed, []);
  const pushed = useOnAirFeed((s) => s.data);
  const connection = useOnAirFeed((s) => s.connection);
  const unsupported = connection === 'unsupported';
  const snapshot = useQuery({ ...apiQuery('nowPlaying.get'), enabled: unsupported });
  const data = pushed ?? (unsupported && !snapshot.isError && isNowPlaying(snapshot.data) ? snapshot.data : null);
  const settled = data !== null || connection === 'lost' || (unsupported && !snapshot.isPending);
  return { data, state: airState(data), settled };
}
