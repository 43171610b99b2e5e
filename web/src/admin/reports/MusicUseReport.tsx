import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  MUSIC_USE_FIELDS,
  type MappingInput,
  type MusicUseField,
  mappingInputSchema,
} from '../../../../shared/schemas/reports/music-use';
import { api, apiKey, apiQuery, apiUrl, errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { ReportWindowFields } from './ReportWindowFields';
import { localInput, quarterStart, windowQuery } from './report-window';
import { withStationTimeZone } from '../../lib/station-clock';

const FIELDS = Object.entries(MUSIC_USE_FIELDS) as Array<[MusicUseField, string]>;
const DELIMITERS = { ',': 'Coma', ';': 'Punto y coma', '\t': 'Tabulador' } as const;

/** "Uso de música": the societies' report for a period, generic or in a saved society's layout, and those layouts. */
function MusicUseReportAt({ timeZone }: { timeZone: string }) {
  const [range, setRange] = useState(() => ({
    from: localInput(quarterStart(Date.now(), timeZone), timeZone),
    to: localInput(Date.now(), timeZone),
  }));
  const [mappingId, setMappingId] = useState('');
  const mappings = useQuery(apiQuery('reports.mappings'));
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(mappingInputSchema),
    defaultValues: { name: '', delimiter: ',' as const, columns: [{ header: 'ISRC', field: 'isrc' as const }] },
  });
  const columns = useFieldArray({ control: form.control, name: 'columns' });
  const save = useMutation({
    mutationFn: (values: MappingInput) => api('reports.createMapping', { body: values }),
    onSuccess: (mapping) => {
      void queryClient.invalidateQueries({ queryKey: apiKey('reports.mappings') });
      setMappingId(String(mapping.id));
      form.reset();
      toast({ title: `Plantilla «${mapping.name}» guardada` });
    },
    onError: (error) =>
      toast({
        title: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  const window = windowQuery(range.from, range.to, timeZone);
  const query = new URLSearchParams(window ?? undefined);
  if (mappingId) query.set('mapping', mappingId);
  const errors = form.formState.errors;

  return (
    <section aria-label="Uso de música" className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <ReportWindowFields from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        <label className={labelClass}>
          Plantilla
          <select className={inputClass} value={mappingId} onChange={(event) => setMappingId(event.target.value)}>
            <option value="">Genérica (todas las columnas)</option>
            {mappings.data?.map((mapping) => (
              <option key={mapping.id} value={mapping.id}>
                {mapping.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {window && (
        <p className="flex gap-2">
          <a className={secondaryButton} href={`${apiUrl('reports.musicUseCsv')}?${query}`} download>
            Descargar CSV
          </a>
          <a className={secondaryButton} href={`${apiUrl('reports.musicUseXlsx')}?${query}`} download>
            Descargar XLSX
          </a>
        </p>
      )}
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <h2 className="font-semibold">Nueva plantilla de entidad</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={labelClass}>
            Nombre
            <input className={inputClass} {...form.register('name')} />
            <FieldError message={errors.name?.message} />
          </label>
          <label className={labelClass}>
            Separador
            <select className={inputClass} {...form.register('delimiter')}>
              {Object.entries(DELIMITERS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ol className="space-y-2">
          {columns.fields.map((column, index) => (
            <li key={column.id} className="flex gap-2">
              <input
                aria-label={`Encabezado de la columna ${index + 1}`}
                className={inputClass}
                {...form.register(`columns.${index}.header`)}
              />
              <select
                aria-label={`Dato de la columna ${index + 1}`}
                className={inputClass}
                {...form.register(`columns.${index}.field`)}
              >
                {FIELDS.map(([field, label]) => (
                  <option key={field} value={field}>
                    {label}
                  </option>
                ))}
              </select>
              <button type="button" className={secondaryButton} onClick={() => columns.remove(index)}>
                Quitar
              </button>
            </li>
          ))}
        </ol>
        <FieldError message={errors.columns?.message ?? errors.columns?.root?.message} />
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => columns.append({ header: '', field: 'title' })}
          >
            Añadir columna
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            Guardar plantilla
          </button>
        </div>
      </form>
    </section>
  );
}

export const MusicUseReport = withStationTimeZone(MusicUseReportAt);
