import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { useOnAir } from '../on-air/use-on-air';
import { isStationStream } from './station-stream';
import { streamLabel } from './stream-label';

/**
 * The bar's badge for a stream, where a file shows its position (see streamLabel). `offered`: the bar offers the
 * station's stream (nothing chosen yet), so the badge says what its air is.
 */
export function StreamBadge({ offered = false }: { offered?: boolean }) {
  const { t } = useTranslation();
  const onStation = usePlayer((s) => offered || isStationStream(s.currentStream));
  const failed = usePlayer((s) => s.error !== null);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const air = useOnAir().state;
  const label = streamLabel({ onStation, failed, isPlaying, air });
  if (!label) return null;
  const off = label === 'offAir';
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-semibold ${off ? 'text-gray-700' : 'text-brand'}`}
      data-testid="player-stream-state"
    >
      <span className={`h-2 w-2 rounded-full ${off ? 'bg-gray-500' : 'bg-brand'}`} aria-hidden />
      {t(`player.${label}`)}
    </span>
  );
}
