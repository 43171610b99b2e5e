import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ScheduleProgram } from '../../../../shared/schemas/programming/station';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { DeleteButton } from '../common/DeleteButton';
import { PROGRAM_TYPE_LABEL } from './program-labels';
import { ProgramForm } from './ProgramForm';
import { useProgrammeSources } from './useProgrammeSources';
import { useProgramMutations } from './useProgramMutations';

/** What puts the slot on air, the way the planner decides it: a recording first, then OBS, then the slot's music. */
function onAirText(
  program: ScheduleProgram,
  showTrack: Track | undefined,
  sources: ReturnType<typeof useProgrammeSources>,
): string {
  if (program.showTrackId != null) return `Grabación: «${showTrack?.title ?? `#${program.showTrackId}`}»`;
  const music =
    program.playlistId == null
      ? 'rotación por defecto'
      : `lista «${sources.playlistName(program.playlistId) ?? `#${program.playlistId}`}»`;
  if (program.type === 'live') return `En directo desde OBS; sin señal, ${music}`;
  return `${music.charAt(0).toUpperCase()}${music.slice(1)}`;
}

/** A programme in the schedule editor, edited in place; its recording (if any) comes by id from the schedule. */
export function ProgramRow({
  program,
  date,
  showTrack,
}: {
  program: ScheduleProgram;
  date: string;
  showTrack?: Track;
}) {
  const [editing, setEditing] = useState(false);
  const { save, remove } = useProgramMutations();
  const sources = useProgrammeSources();
  if (editing) {
    return (
      <li className="p-3">
        <ProgramForm
          idPrefix={`program-${program.id}`}
          showTrack={showTrack}
          initial={{
            date,
            start: program.start,
            end: program.end,
            title: program.title,
            host: program.host,
            type: program.type,
            playlistId: program.playlistId ?? null,
            showTrackId: program.showTrackId ?? null,
          }}
          busy={save.isPending}
          submitLabel="Guardar"
          onCancel={() => setEditing(false)}
          onSubmit={(input) => save.mutate({ id: program.id, input }, { onSuccess: () => setEditing(false) })}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 p-3 text-sm">
      <span className="w-28 tabular-nums text-gray-600">
        {program.start}–{program.end}
      </span>
      <span className="min-w-0 flex-1">
        <span className="font-medium">{program.title}</span>
        {program.host && <span className="text-gray-600"> · {program.host}</span>}
        <span
          className={`ml-2 rounded px-1.5 py-0.5 text-xs ${program.type === 'live' ? 'bg-red-100 text-red-800' : 'bg-gray-100'}`}
        >
          {PROGRAM_TYPE_LABEL[program.type]}
        </span>
        <span className="block text-xs text-gray-500">{onAirText(program, showTrack, sources)}</span>
      </span>
      <button
        type="button"
        className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
        aria-label={`Editar ${program.title}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </button>
      <DeleteButton
        itemName={program.title}
        title="¿Eliminar este programa?"
        description={`«${program.title}» desaparecerá de la programación pública.`}
        onConfirm={() => remove.mutate(program.id)}
      />
    </li>
  );
}
