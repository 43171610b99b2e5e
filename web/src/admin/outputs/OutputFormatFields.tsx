import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { OUTPUT_FORMATS, PUSH_BITRATES, type pushUpdateSchema } from '../../../../shared/schemas/broadcast/outputs';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';

const FORMAT_LABELS = { mp3: 'MP3', aac: 'AAC', opus: 'Opus (Ogg)' } as const;

interface Props {
  form: UseFormReturn<z.input<typeof pushUpdateSchema>, unknown, z.output<typeof pushUpdateSchema>>;
  id(name: string): string;
}

/** An Icecast push's format, its bitrate (reset to the format's usual one) and, but for Opus, the mount's charset. */
export function OutputFormatFields({ form, id }: Props) {
  const errors = form.formState.errors;
  const format = form.watch('format') ?? 'mp3';
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={id('format')} className={labelClass}>
            Formato
          </label>
          <select
            id={id('format')}
            className={inputClass}
            {...form.register('format', {
              onChange: (e) =>
                form.setValue('bitrateKbps', e.target.value === 'mp3' ? 128 : e.target.value === 'aac' ? 64 : 96),
            })}
          >
            {OUTPUT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('bitrate')} className={labelClass}>
            Tasa (kbps)
          </label>
          <select
            id={id('bitrate')}
            className={inputClass}
            aria-invalid={!!errors.bitrateKbps}
            {...form.register('bitrateKbps', { valueAsNumber: true })}
          >
            {PUSH_BITRATES[format].map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          <FieldError message={errors.bitrateKbps?.message} />
        </div>
      </div>
      {format !== 'opus' && (
        <div className="sm:col-span-2">
          <label htmlFor={id('charset')} className={labelClass}>
            Juego de caracteres del punto de montaje
          </label>
          <select id={id('charset')} className={inputClass} {...form.register('headerCharset')}>
            <option value="ISO-8859-1">ISO-8859-1 (el de Icecast si no se cambia)</option>
            <option value="UTF-8">UTF-8 (si el montaje tiene &lt;charset&gt;UTF-8&lt;/charset&gt;)</option>
          </select>
          <p className="mt-1 text-xs text-gray-500">
            Si el nombre de la emisora sale vacío o con letras raras en Icecast, elige el otro.
          </p>
        </div>
      )}
    </>
  );
}
