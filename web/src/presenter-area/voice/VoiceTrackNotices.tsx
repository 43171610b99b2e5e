import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, apiKey, apiQuery } from '../../lib/api';
import { DATE_TIME, useStationClock } from '../../lib/station-clock';

/** The presenter's links that will not air (a song around them changed): each with why, to record it again. */
export function VoiceTrackNotices() {
  const links = useQuery(apiQuery('estudio.voiceTracks'));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => api('voiceTracks.delete', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiKey('estudio.voiceTracks') }),
  });
  const { format } = useStationClock();
  const flagged = (links.data ?? []).filter((v) => v.status === 'flagged');
  if (flagged.length === 0) return null;
  return (
    <section aria-labelledby="enlaces-avisos" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h2 id="enlaces-avisos" className="mb-2 text-lg font-semibold text-red-900">
        Enlaces que hay que volver a grabar
      </h2>
      <ul className="space-y-1 text-sm">
        {flagged.map((v) => (
          <li key={v.id}>
            <span className="font-medium">
              {v.showName || 'Enlace'}, {format(v.plannedAt, DATE_TIME)}:
            </span>{' '}
            {v.flagReason}{' '}
            <button type="button" className="underline" disabled={remove.isPending} onClick={() => remove.mutate(v.id)}>
              Descartarlo
            </button>
          </li>
        ))}
      </ul>
      <Link to="/estudio/enlaces" className="mt-2 inline-block text-sm font-medium underline">
        Ir a mis enlaces
      </Link>
    </section>
  );
}
