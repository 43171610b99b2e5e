import { Megaphone } from 'lucide-react';
import type { DueSpot } from '../../../../shared/schemas/programming/programming';
import type { DueStationId } from '../../../../shared/schemas/station-id/station-id';
import { primaryButton } from '../../admin/common/styles';
import { formatDuration } from '../../admin/music/format';

/**
 * Spots a live show is holding back, and the hourly station ID (it opens the break): the host airs them at a
 * moment of their choosing.
 */
export function DueSpotsBox({
  spots,
  stationId = null,
  onPlay,
  busy,
}: {
  spots: DueSpot[];
  stationId?: DueStationId | null;
  onPlay(): void;
  busy: boolean;
}) {
  return (
    <section aria-label="Cuñas pendientes" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 className="mb-1 font-semibold text-amber-900">Cuñas pendientes</h3>
      <ul className="mb-3 space-y-0.5">
        {stationId && (
          <li className="flex gap-2 font-medium">
            <span className="min-w-0 flex-1 truncate">{stationId.title}</span>
            <span className="tabular-nums text-gray-600">hora en punto</span>
          </li>
        )}
        {spots.map((spot) => (
          <li key={`${spot.campaignId}-${spot.trackId}`} className="flex gap-2">
            <span className="min-w-0 flex-1 truncate">
              {spot.advertiser} · {spot.spotTitle}
            </span>
            <span className="tabular-nums text-gray-600">{formatDuration(spot.duration)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className={primaryButton} disabled={busy} onClick={onPlay}>
        <Megaphone aria-hidden className="h-4 w-4" />
        Lanzar pausa publicitaria
      </button>
    </section>
  );
}
