import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { useBarOffersStation } from './bar-offer';
import { StreamBadge } from './StreamBadge';
import { seekTo } from './audio-element';
import { formatTime } from './format-time';

/**
 * Elapsed / total with a slider; a live stream has no end, so it shows what is on air instead: also while the bar
 * offers the radio (the primed song is only what "next" plays then, its length is not the air's).
 */
export function SeekBar({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const isStream = usePlayer((s) => s.currentStream !== null);
  const offersStation = useBarOffersStation();
  if (isStream || offersStation) return <StreamBadge offered={offersStation} />;
  const max = Number.isFinite(duration) ? Math.max(duration, 0) : 0;
  return (
    <div className={`flex w-full items-center gap-2 text-xs tabular-nums text-gray-700 ${compact ? '' : 'max-w-xl'}`}>
      <span data-testid="player-elapsed">{formatTime(currentTime)}</span>
      <input
        type="range"
        min={0}
        max={max}
        step={1}
        value={Math.min(currentTime, max)}
        disabled={max === 0}
        onChange={(e) => seekTo(Number(e.target.value))}
        aria-label={t('player.seek')}
        aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`}
        className="h-1 flex-1 cursor-pointer accent-brand"
      />
      <span data-testid="player-total">{formatTime(duration)}</span>
    </div>
  );
}
