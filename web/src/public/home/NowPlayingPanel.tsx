import { Headphones, Pause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { useShownListenerCount } from '../live/use-listener-count';
import { isStationStream, listenLive } from '../player/station-stream';
import { LevelMeter } from './level-meter/LevelMeter';
import { useOnAir } from '../on-air/use-on-air';

/**
 * What is playing: the station's own broadcast while the listener is on the live stream or has not chosen
 * anything, otherwise the track in the player bar. The on-air data arrives live over Server-Sent Events; the
 * badge says what the engine reports (EN DIRECTO, EN ANTENA, FUERA DE EMISIÓN) and nothing while it is unknown.
 */
const AIR_BADGE = {
  live: 'home.nowPlaying.live',
  rotation: 'home.nowPlaying.onAir',
  off: 'home.nowPlaying.offAir',
} as const;

export function NowPlayingPanel() {
  const { t } = useTranslation();
  const feed = useOnAir();
  const track = usePlayer((s) => s.currentTrack);
  const onStream = usePlayer((s) => s.currentStream !== null);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const onStation = usePlayer((s) => isStationStream(s.currentStream));
  const onAir = feed.data?.current ?? null;
  const listeners = useShownListenerCount(feed.data?.listeners);
  // The panel speaks for the station unless the listener is playing a song of their own.
  const aboutStation = onStream || !track || !isPlaying;
  const showOnAir = aboutStation && onAir;
  const title = showOnAir ? onAir.title : track ? track.title || t('player.untitled') : t('player.untitled');
  const artist = showOnAir
    ? onAir.artist
    : track
      ? track.artist || t('player.unknownArtist')
      : t('player.unknownArtist');
  const cover = showOnAir ? onAir.coverImageUrl : track?.coverImageUrl;
  return (
    <section
      aria-labelledby="now-playing-heading"
      className="min-w-0 rounded-xl bg-gray-900 p-5 text-white"
      data-testid="now-playing"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="now-playing-heading" className="text-lg font-semibold">
          {t('home.nowPlaying.title')}
        </h2>
        {aboutStation && feed.state !== 'unknown' && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${feed.state === 'off' ? 'bg-gray-600' : 'bg-red-600'}`}
            data-testid="now-playing-state"
          >
            {t(AIR_BADGE[feed.state])}
          </span>
        )}
      </div>
      <div className="mt-4 flex items-center gap-4">
        {cover ? (
          <img src={cover} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" />
        ) : (
          <span className="h-16 w-16 shrink-0 rounded bg-gray-700" aria-hidden />
        )}
        <div className="min-w-0" aria-live="polite">
          <p className="truncate text-xl font-bold" data-testid="now-playing-title">
            {title}
          </p>
          <p className="truncate text-gray-300" data-testid="now-playing-artist">
            {artist}
          </p>
          {showOnAir && listeners !== null && (
            <p className="mt-1 text-xs text-gray-300" data-testid="now-playing-listeners">
              {t('home.nowPlaying.listeners', { count: listeners })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4">
        <LevelMeter />
      </div>
      <button
        type="button"
        onClick={() => (onStation && isPlaying ? usePlayer.getState().pause() : listenLive())}
        className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        data-testid="listen-live"
        data-early-listen=""
      >
        {onStation && isPlaying ? (
          <Pause className="h-4 w-4" aria-hidden />
        ) : (
          <Headphones className="h-4 w-4" aria-hidden />
        )}
        {onStation && isPlaying ? t('home.nowPlaying.stopLive') : t('home.nowPlaying.listenLive')}
      </button>
    </section>
  );
}
