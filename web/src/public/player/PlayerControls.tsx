import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';
import { usePlayer } from '../../stores/player';
import { playFirstFromOffer, useBarPlay } from './bar-offer';

/**
 * Previous, play/pause and next; the play button's accessible name says what it will do (the radio, when offered).
 * ▶ answers from the moment it is painted (see useBarPlay).
 */
export function PlayerControls({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const isPlaying = usePlayer((s) => s.isPlaying);
  const hasTracks = usePlayer((s) => s.tracks.length > 0);
  const play = useBarPlay();
  const offersStation = play.offersStation;
  const { previous } = usePlayer.getState();
  const next = offersStation ? playFirstFromOffer : usePlayer.getState().next;
  const icon = size === 'lg' ? 'h-6 w-6' : 'h-5 w-5';
  const button =
    'inline-flex items-center justify-center rounded-full p-2 text-gray-800 hover:bg-gray-100 disabled:opacity-40';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={button}
        onClick={previous}
        disabled={!hasTracks}
        aria-label={t('player.previous')}
      >
        <SkipBack className={icon} aria-hidden />
      </button>
      <button
        type="button"
        className="inline-flex items-center justify-center rounded-full bg-brand p-3 text-white hover:bg-brand-dark disabled:opacity-40 aria-busy:animate-pulse"
        onClick={play.press}
        disabled={play.disabled}
        aria-busy={play.kept}
        data-early-listen={play.mayOfferStation ? '' : undefined}
        aria-label={
          isPlaying
            ? t('player.pause')
            : offersStation
              ? t('player.playStation', { name: STATION.name })
              : t('player.play')
        }
        data-testid="player-toggle"
      >
        {isPlaying ? <Pause className={icon} aria-hidden /> : <Play className={icon} aria-hidden />}
      </button>
      <button type="button" className={button} onClick={next} disabled={!hasTracks} aria-label={t('player.next')}>
        <SkipForward className={icon} aria-hidden />
      </button>
    </div>
  );
}
