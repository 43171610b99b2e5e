import type { ImportJob } from '../../../../shared/schemas/library/imports';
import { secondaryButton } from '../common/styles';
import { useImportActions, useImportJobs } from './useImports';
import { formatCount } from '../../../../shared/text/format-number';
import { plural } from '../../../../shared/text/plural';

const STATE_LABEL: Record<ImportJob['state'], string> = {
  scanning: 'Leyendo la carpeta…',
  running: 'Importando…',
  done: 'Terminada',
  cancelled: 'Cancelada',
};

/** One import: a progress bar with done / failed / remaining, why each file was refused, cancel or resume. */
function JobCard({ job }: { job: ImportJob }) {
  const { cancel, resume } = useImportActions();
  const handled = job.done + job.failed + job.skipped;
  const label = job.folder ?? 'Archivos soltados en el navegador';
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" aria-label={`Importación ${job.id}`}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate font-medium" title={label}>
          {label}
        </p>
        <span className="text-sm text-gray-600">{STATE_LABEL[job.state]}</span>
      </div>
      <progress
        className="h-3 w-full"
        max={Math.max(job.total, 1)}
        value={handled}
        aria-label={`Progreso de la importación ${job.id}`}
      />
      <p className="mt-1 text-sm tabular-nums" data-testid="import-counts">
        {[
          plural(job.done, { one: '# añadida', other: '# añadidas' }),
          plural(job.skipped, { one: '# ya estaba', other: '# ya estaban' }),
          `${formatCount(job.failed, 'es')} con problemas`,
          plural(job.remaining, { one: '# pendiente', other: '# pendientes' }),
        ].join(' · ')}
        {!job.sealed && job.state !== 'cancelled' ? ' (aún llegan archivos)' : ''}
      </p>
      <div className="mt-2 flex gap-2">
        {(job.state === 'running' || job.state === 'scanning') && (
          <button type="button" className={secondaryButton} onClick={() => cancel.mutate(job.id)}>
            Cancelar importación
          </button>
        )}
        {job.state === 'cancelled' && (
          <button type="button" className={secondaryButton} onClick={() => resume.mutate(job.id)}>
            Reanudar importación
          </button>
        )}
      </div>
      {job.problems.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Archivos con problemas u omitidos ({job.failed + job.skipped})</summary>
          <ul className="mt-1 max-h-60 space-y-1 overflow-y-auto">
            {job.problems.map((problem) => (
              <li key={`${problem.name}-${problem.state}`}>
                <span className="font-mono">{problem.name}</span>:{' '}
                <span className={problem.state === 'failed' ? 'text-red-700' : 'text-gray-600'}>{problem.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The latest imports, newest first, live while one runs. */
export function ImportProgress() {
  const jobs = useImportJobs();
  if (jobs.isPending) return <p role="status">Cargando importaciones...</p>;
  if (jobs.isError) return <p role="alert">No se pudieron cargar las importaciones.</p>;
  if (jobs.data.length === 0) return <p className="text-sm text-gray-600">Todavía no hay importaciones.</p>;
  return (
    <ul aria-label="Importaciones" className="space-y-3">
      {jobs.data.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ul>
  );
}
