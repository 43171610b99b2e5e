import { useQuery } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Programme } from '../../../../shared/schemas/streaming';
import { formatCount } from '../../../../shared/format-number';
import { usePlayer } from '../../stores/player';
import { STATION_STREAM } from '../player/station-stream';
import { useShownListenerCount } from './use-listener-count';
import { useStreamingStatus } from './use-streaming-status';

/** Estado de Emisión: live (OBS) or automatic rotation, server state, ports, listeners and the programme card. */
export function BroadcastStatus() {
  const { t, i18n } = useTranslation();
  const status = useStreamingStatus();
  const programme = useQuery<Programme>({ queryKey: ['/api/programme/current'] });
  const listeners = useShownListenerCount(status.data?.listeners);
  // Spec §8: a failed status request simply shows nothing.
  if (!status.data || typeof status.data.isLive !== 'boolean') {
    return status.isPending ? <p className="text-gray-700">{t('live.loading')}</p> : null;
  }
  const s = status.data;
  const port = (value: number | null) => (value === null || value === undefined ? 'N/A' : String(value));
  const rows: Array<[string, string]> = [
    [t('live.server'), s.serverRunning ? t('live.serverOn') : t('live.serverOff')],
    [t('live.rtmpPort'), port(s.rtmpPort)],
    [t('live.httpPort'), port(s.httpPort)],
    ...(listeners === null ? [] : [[t('live.listeners'), formatCount(listeners, i18n.language)] as [string, string]]),
    [t('live.type'), s.isLive ? t('live.typeLive') : t('live.typeRotation')],
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="status-heading" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="status-heading" className="sr-only">
          {t('live.statusTab')}
        </h2>
        <p
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${s.isLive ? 'bg-green-700 text-white' : 'bg-gray-200 text-gray-900'}`}
          data-testid="broadcast-state"
        >
          <span className={`h-2 w-2 rounded-full ${s.isLive ? 'bg-white' : 'bg-gray-600'}`} aria-hidden />
          {s.isLive ? t('live.stateLive') : t('live.stateOff')}
        </p>
        <p className="mt-2 text-sm text-gray-700">{s.isLive ? t('live.liveText') : t('live.rotationText')}</p>
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
        <p className="mt-3 text-xl font-bold">
          {s.isLive ? (programme.data?.title ?? t('live.liveProgramme')) : t('live.rotationProgramme')}
        </p>
        <p className="text-sm text-gray-700">
          {s.isLive ? (programme.data?.time ?? '') : t('live.rotationProgrammeText')}
        </p>
        <button
          type="button"
          onClick={() => usePlayer.getState().playStream(STATION_STREAM)}
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
