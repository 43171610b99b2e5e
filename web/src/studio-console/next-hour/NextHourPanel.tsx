import { DueSpotsBox } from './DueSpotsBox';
import { InsertNextForm } from './InsertNextForm';
import { QueueList } from './QueueList';
import { useQueue } from './useQueue';

/** "Próxima hora": what the planner will put on air, with the studio's say over it. */
export function NextHourPanel({ onAirSince }: { onAirSince: string | undefined }) {
  const { queue, insert, remove, playBreak } = useQueue(onAirSince);
  const data = queue.data;
  return (
    <section aria-label="Próxima hora" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="font-semibold">
        Próxima hora{' '}
        {data && <span className="text-xs font-normal text-gray-500">(hora de la emisora: {data.timezone})</span>}
      </h2>
      {queue.isPending && <p role="status">Cargando la cola...</p>}
      {queue.isError && (
        <p role="alert" className="text-sm text-red-600">
          No se pudo cargar la próxima hora.
        </p>
      )}
      {data && (data.dueSpots.length > 0 || data.dueStationId) && (
        <DueSpotsBox
          spots={data.dueSpots}
          stationId={data.dueStationId ?? null}
          busy={playBreak.isPending}
          onPlay={() => playBreak.mutate()}
        />
      )}
      {data && <QueueList items={data.items} removing={remove.isPending} onRemove={(item) => remove.mutate(item.id)} />}
      <InsertNextForm busy={insert.isPending} onInsert={(track) => insert.mutate(track.id)} />
    </section>
  );
}
