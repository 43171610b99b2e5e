import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTracksByIds } from '../../lib/tracks-by-ids';
import { cardClass, primaryButton } from '../common/styles';
import { ProgramForm } from './ProgramForm';
import { ProgramRow } from './ProgramRow';
import { useProgramMutations } from './useProgramMutations';
import { apiQuery } from '../../lib/api';
import { stationWallClock } from '../../public/schedule/week';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { useStationTimeZone } from '../../lib/station-clock';

/** 'Programación': the schedule the public /schedule page shows, by day. */
export function ScheduleSection() {
  const schedule = useQuery({ ...apiQuery('station.schedule') });
  const { save } = useProgramMutations();
  const [adding, setAdding] = useState(false);
  // A new programme starts on the station's today (the UTC date is yesterday or tomorrow near midnight).
  const timeZone = useStationTimeZone() ?? PROGRAMMING.defaultTimezone;
  // The rows' recordings by id: a schedule names a handful of songs, never the whole library.
  const showIds = useMemo(
    () => (schedule.data ?? []).flatMap((day) => day.programs.flatMap((program) => program.showTrackId ?? [])),
    [schedule.data],
  );
  const recordings = useTracksByIds(showIds);
  return (
    <div className="space-y-4">
      {adding ? (
        <section className={cardClass}>
          <h2 className="mb-3 font-semibold">Nuevo programa</h2>
          <ProgramForm
            idPrefix="new-program"
            initial={{
              date: stationWallClock(Date.now(), timeZone).date,
              start: '09:00',
              end: '10:00',
              title: '',
              host: '',
              type: 'music',
              playlistId: null,
              showTrackId: null,
            }}
            busy={save.isPending}
            submitLabel="Añadir"
            onCancel={() => setAdding(false)}
            onSubmit={(input) => save.mutate({ input }, { onSuccess: () => setAdding(false) })}
          />
        </section>
      ) : (
        <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
          <Plus aria-hidden className="h-4 w-4" />
          Añadir programa
        </button>
      )}
      {schedule.isPending && <p role="status">Cargando programación...</p>}
      {schedule.isError && (
        <p role="alert" className="text-red-600">
          No se pudo cargar la programación.
        </p>
      )}
      {schedule.data?.length === 0 && <p className="text-gray-600">No hay programas en la programación.</p>}
      {schedule.data?.map((day) => (
        <section key={day.date} className={cardClass}>
          <h2 className="mb-2 font-semibold">
            {day.weekday} {day.day} <span className="text-sm font-normal text-gray-500">({day.date})</span>
          </h2>
          <ul className="divide-y divide-gray-100">
            {day.programs.map((program) => (
              <ProgramRow
                key={program.id}
                program={program}
                date={day.date}
                showTrack={program.showTrackId == null ? undefined : recordings.byId.get(program.showTrackId)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
