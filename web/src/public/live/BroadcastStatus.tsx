import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/text/format-number';
import { listenLive } from '../player/station-stream';
import { useOnAir } from '../on-air/use-on-air';
import { programmeCard } from './programme-card';
import { useShownListenerCount } from './use-listener-count';
import { useStreamingStatus } from './use-streaming-status';
import { apiKey, apiQuery } from '../../lib/api';

const BADGE = {
  live: { key: 'live.stateLive', text: 'live.liveText', type: 'live.typeLive', style: 'bg-green-700 text-white' },
  rotation: {
    key: 'live.stateOnAir',
    text: 'live.rotationText',
    type: 'live.typeRotation',
    style: 'bg-red-700 text-white',
  },
  off: { key: 'live.stateOff', text: 'live.offText', type: 'live.typeOff', style: 'bg-gray-200 text-gray-900' },
} as const;

/**
 * Estado de Emisión. The state (EN DIRECTO for a live show, EN ANTENA for the rotation, FUERA DE EMISIÓN when the
 * engine is stopped) comes from the same now-playing feed as every other on-air label; the ports and listeners
 * from GET /api/streaming/status, polled every 5 s (spec §7) and again whenever that state changes. The programme
 * card names the scheduled programme, the one the banner above shows (same query), whatever airs it.
 */
export function BroadcastStatus() {
  const { t, i18n } = useTranslation();
  const air = useOnAir().state;
  const status = useStreamingStatus();
  const programme = useQuery({ ...apiQuery('station.programme') });
  const listeners = useShownListenerCount(status.data?.listeners);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (air !== 'unknown') void queryClient.invalidateQueries({ queryKey: apiKey('streaming.status') });
  }, [air, queryClient]);

  if (air === 'unknown') {
    // Nothing is claimed until the station answers; a lost connection is said, not hidden behind old figures.
    return status.isPending ? (
      <p className="text-gray-700">{t('live.loading')}</p>
    ) : (
      <p
        role="status"
        className="rounded-lg border border-gray-200 bg-white p-4 text-gray-800"
        data-testid="broadcast-unknown"
      >
        {t('live.unreachable')}
      </p>
    );
  }
  const badge = BADGE[air];
  // Spec §8: a failed status request simply shows nothing (here: no ports or listeners, never stale ones).
  const s = status.isError || typeof status.data?.isLive !== 'boolean' ? null : status.data;
  const port = (value: number | null) => (value === null || value === undefined ? 'N/A' : String(value));
  const rows: Array<[string, string]> = [
    [t('live.server'), air === 'off' ? t('live.serverOff') : t('live.serverOn')],
    ...(s
      ? ([
          [t('live.rtmpPort'), port(s.rtmpPort)],
          [t('live.httpPort'), port(s.httpPort)],
        ] as Array<[string, string]>)
      : []),
    ...(s && listeners !== null
      ? [[t('live.listeners'), formatCount(listeners, i18n.language)] as [string, string]]
      : []),
    [t('live.type'), t(badge.type)],
  ];
  const card = programmeCard(air, programme.data);
  const say = (text: { key: string } | { text: string }) => ('key' in text ? t(text.key) : text.text);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="status-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="status-heading" className="sr-only">
          {t('live.statusTab')}
        </h2>
        <p
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${badge.style}`}
          data-testid="broadcast-state"
          data-state={air}
        >
          <span className={`h-2 w-2 rounded-full ${air === 'off' ? 'bg-gray-600' : 'bg-white'}`} aria-hidden />
          {t(badge.key)}
        </p>
        <p className="mt-2 text-sm text-gray-700">{t(badge.text)}</p>
        <dl className="mt-4 divide-y divide-gray-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between py-2">
              <dt className="text-gray-700">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="programme-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="programme-heading" className="text-lg font-semibold">
          {t('live.programmeCard')}
        </h2>
        <p className="mt-3 text-xl font-bold" data-testid="live-programme-title">
          {say(card.title)}
        </p>
        <p className="text-sm text-gray-700">{say(card.detail)}</p>
        <button
          type="button"
          onClick={listenLive}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          data-testid="listen-live"
        >
          <Headphones className="h-4 w-4" aria-hidden />
          {t('live.listen')}
        </button>
      </section>
    </div>
  );
}
