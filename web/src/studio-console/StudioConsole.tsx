import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { STATION } from '../../../shared/station/station-facts';
import { LiveMissingNotice } from '../admin/streaming/LiveMissingNotice';
import { useStreamingStatus } from '../admin/streaming/useStreamingStatus';
import { AirChainPanel } from './status/AirChainPanel';
import { AirWindowPlayer } from './air-window/AirWindowPlayer';
import { AlertsPanel } from './status/AlertsPanel';
import { CartWall } from './cart/CartWall';
import { DesktopBar } from './DesktopBar';
import { LevelMeter } from './levels/LevelMeter';
import { MicOnAir } from './mic/MicOnAir';
import { NextHourPanel } from './next-hour/NextHourPanel';
import { OnAirClock } from './on-air/OnAirClock';
import { OnAirCard } from './on-air/OnAirCard';
import { PlayHistory } from './on-air/PlayHistory';
import { RequestsPanel } from './next-hour/RequestsPanel';
import { StudioStatusBar } from './StudioStatusBar';
import { useNowPlaying } from './on-air/useNowPlaying';

const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Panel Principal' },
  { to: '/admin/upload/music', label: 'Gestión de Música' },
  { to: '/admin/upload/gallery', label: 'Gestión de Galería' },
  { to: '/admin/streaming', label: 'Control de Streaming' },
  { to: '/admin/dashboard?section=programacion', label: 'Programación' },
  { to: '/admin/advertising', label: 'Publicidad' },
];

/**
 * The studio PC's console, the desk: alerts, levels, the clock, what is on air, the cart wall and the next hour.
 * Every control is a button reachable with Tab; the cart wall also answers to 1–9 and F1–F12.
 */
export function StudioConsole() {
  const nowPlaying = useNowPlaying();
  const status = useStreamingStatus();
  const np = nowPlaying.data;
  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4">
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
      <AlertsPanel />
      <LiveMissingNotice liveMissing={status.data?.liveMissing} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OnAirClock nowPlaying={np} />
        <LevelMeter />
      </div>
      {nowPlaying.isError && (
        <p role="alert" className="text-red-600">
          No se pudo obtener lo que suena ahora.
        </p>
      )}
      {np && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <OnAirCard nowPlaying={np} />
          <PlayHistory items={np.history} />
        </div>
      )}
      <MicOnAir />
      <CartWall />
      <NextHourPanel onAirSince={np?.current?.startedAt} />
      <AirChainPanel />
      <AirWindowPlayer />
      <RequestsPanel />
      <DesktopBar />
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
