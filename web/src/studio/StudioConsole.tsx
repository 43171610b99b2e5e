import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { STATION } from '../../../shared/constants';
import { LiveMissingNotice } from '../admin/streaming/LiveMissingNotice';
import { useStreamingStatus } from '../admin/streaming/useStreamingStatus';
import { NextHourPanel } from './NextHourPanel';
import { OnAirCard } from './OnAirCard';
import { PlayHistory } from './PlayHistory';
import { StudioStatusBar } from './StudioStatusBar';
import { useNowPlaying } from './useNowPlaying';

const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Panel Principal' },
  { to: '/admin/upload/music', label: 'Gestión de Música' },
  { to: '/admin/upload/gallery', label: 'Gestión de Galería' },
  { to: '/admin/streaming', label: 'Control de Streaming' },
  { to: '/admin/dashboard?section=programacion', label: 'Programación' },
  { to: '/admin/advertising', label: 'Publicidad' },
];

/** The studio PC's console: what is on air, the next hour, and the broadcast controls. */
export function StudioConsole() {
  const nowPlaying = useNowPlaying();
  const status = useStreamingStatus();
  const np = nowPlaying.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Estudio · {STATION.name}</h1>
        {np && <p className="text-sm text-gray-600">Programa: {np.programme.title}</p>}
      </header>
      {status.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-700">
          Error al conectar con el servidor de streaming. El servicio podría no estar disponible.
        </p>
      )}
      {status.data && (
        <StudioStatusBar
          status={status.data}
          listeners={np?.listeners ?? status.data.listeners}
          isLive={np?.isLive ?? status.data.isLive}
        />
      )}
      <LiveMissingNotice liveMissing={status.data?.liveMissing} />
      {nowPlaying.isError && (
        <p role="alert" className="text-red-600">
          No se pudo obtener lo que suena ahora.
        </p>
      )}
      {np && (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <OnAirCard nowPlaying={np} />
          <PlayHistory items={np.history} />
        </div>
      )}
      <NextHourPanel onAirSince={np?.current?.startedAt} />
      <nav aria-label="Administración" className="flex flex-wrap gap-2 border-t border-gray-200 pt-4">
        {ADMIN_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm hover:bg-gray-50"
          >
            {link.label}
            <ExternalLink aria-hidden className="h-3 w-3" />
          </Link>
        ))}
      </nav>
    </div>
  );
}
