import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../../../shared/web-app/ui-settings';
import { usePlayer } from '../../stores/player';
import { PlayerControls } from './PlayerControls';
import { SeekBar } from './SeekBar';
import { StationOnAirFeed } from './StationOnAirFeed';
import { isStationStream } from './station-stream';
import { TrackInfo } from './TrackInfo';
import { usePlayerQueue } from './use-tracks';
import { usePlayerEngine } from './use-player-engine';

// The lock screen matters once something plays: its code is not part of the first page load (the home's budget).
const MediaSessionSync = lazy(() => import('./MediaSessionSync'));

/** The persistent bottom bar: desktop layout (80 px, from 768 px) and a stacked mobile layout. */
export function PlayerBar() {
  const { t } = useTranslation();
  const tracks = usePlayerQueue();
  const error = usePlayer((s) => s.error);
  const onStation = usePlayer((s) => isStationStream(s.currentStream));
  const started = usePlayer((s) => s.playRequest > 0);
  usePlayerEngine();

  useEffect(() => {
    if (tracks.data) usePlayer.getState().setTracks(Array.isArray(tracks.data) ? tracks.data : []);
    // Spec §7: a failed load is logged and the list stays empty.
    if (tracks.error) console.error('Could not load tracks', tracks.error);
  }, [tracks.data, tracks.error]);

  return (
    <section
      aria-label={t('player.region')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
      data-testid="player-bar"
    >
      {onStation && <StationOnAirFeed />}
      {started && (
        <Suspense fallback={null}>
          <MediaSessionSync />
        </Suspense>
      )}
      {error && (
        <p
          role="alert"
          className="bg-red-700 px-4 py-1 text-center text-sm font-medium text-white"
          data-testid="player-error"
        >
          {error === 'track' ? t('player.errorTrack') : t('player.errorStream')}
        </p>
      )}
      <div
        className="mx-auto hidden max-w-7xl items-center gap-6 px-4 md:flex"
        style={{ height: LAYOUT.playerBarHeightPx }}
        data-testid="player-desktop"
      >
        <div className="w-64 min-w-0 shrink-0">
          <TrackInfo />
        </div>
        <div className="flex flex-1 flex-col items-center gap-1">
          <PlayerControls />
          <SeekBar />
        </div>
        <div className="w-64 shrink-0" />
      </div>
      <div className="flex flex-col gap-1 px-3 py-2 md:hidden" data-testid="player-mobile">
        <div className="flex items-center justify-between gap-2">
          <div className="min-w-0 flex-1">
            <TrackInfo />
          </div>
          <PlayerControls />
        </div>
        <SeekBar compact />
      </div>
    </section>
  );
}
