import { secondaryButton } from '../common/styles';
import { useRestoreSilentTrack, useSilentTracks } from './health-api';
import { useStationClock } from '../../lib/station-clock';

/** Files skipped for dead air: out of rotation until the admin fixes the file and restores it. */
export function SilentTracks() {
  const tracks = useSilentTracks();
  const restore = useRestoreSilentTrack();
  const clock = useStationClock();
  if (!tracks.data) return null;
  if (tracks.data.length === 0) return <p className="text-sm text-gray-600">Ningún tema marcado como silencioso.</p>;
  return (
    <ul className="divide-y divide-gray-100">
      {tracks.data.map((track) => (
        <li key={track.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <strong>{track.title}</strong> · {track.artist} — silencioso desde{' '}
            <time dateTime={track.deadAirAt}>{clock.dateTime(track.deadAirAt)}</time>
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={restore.isPending}
            onClick={() => restore.mutate(track.id)}
          >
            Volver a la rotación
          </button>
        </li>
      ))}
    </ul>
  );
}
