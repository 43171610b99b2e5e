import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ScheduleProgram } from '../../../../shared/schemas/station';
import { DeleteButton } from '../common/DeleteButton';
import { ProgramForm } from './ProgramForm';
import { useProgramMutations } from './useProgramMutations';

/** A programme in the schedule editor, edited in place. */
export function ProgramRow({ program, date }: { program: ScheduleProgram; date: string }) {
  const [editing, setEditing] = useState(false);
  const { save, remove } = useProgramMutations();
  if (editing) {
    return (
      <li className="p-3">
        <ProgramForm
          idPrefix={`program-${program.id}`}
          initial={{ date, start: program.start, end: program.end, title: program.title, host: program.host, type: program.type }}
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
      <span className="flex-1">
        <span className="font-medium">{program.title}</span>
        {program.host && <span className="text-gray-600"> · {program.host}</span>}
        <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs">{program.type === 'music' ? 'Música' : 'Hablado'}</span>
      </span>
      <button type="button" className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${program.title}`} onClick={() => setEditing(true)}>
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
