import type { UseFormReturn } from 'react-hook-form';
import type { SetupForm } from '../../../../shared/schemas/core/desktop';
import { inputClass, labelClass } from '../../admin/common/styles';
import { SetupFieldError } from './SetupFieldError';

type Props = { form: UseFormReturn<SetupForm> };
type PortField = 'port' | 'rtmpPort' | 'flvPort';

function PortField({ form, field, label, hint }: Props & { field: PortField; label: string; hint: string }) {
  return (
    <div>
      <label htmlFor={field} className={labelClass}>
        {label}
      </label>
      <input id={field} type="number" className={inputClass} {...form.register(field, { valueAsNumber: true })} />
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
      <SetupFieldError error={form.formState.errors[field]} />
    </div>
  );
}

/** The three ports, folded away unless one of them has a problem. */
export function SetupPortsFields({ form }: Props) {
  const errors = form.formState.errors;
  return (
    // Opened by a port problem, so its message is seen.
    <details
      className="rounded-lg border border-gray-200 p-3"
      open={errors.port || errors.rtmpPort || errors.flvPort ? true : undefined}
    >
      <summary className="cursor-pointer font-medium">Puertos (cámbialos solo si otro programa los usa)</summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <PortField form={form} field="port" label="Web y emisión" hint="La web, el estudio y /stream." />
        <PortField form={form} field="rtmpPort" label="Entrada de OBS (RTMP)" hint="El servidor que pones en OBS." />
        <PortField form={form} field="flvPort" label="Salida HTTP-FLV" hint="Vídeo directo para reproductores." />
      </div>
    </details>
  );
}
