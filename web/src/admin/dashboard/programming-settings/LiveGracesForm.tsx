import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type LiveGraces, liveGracesSchema } from '../../../../../shared/schemas/estudio/estudio';
import { api, apiKey, apiQuery, errorMessage } from '../../../lib/api';
import { zodResolver } from '../../../lib/zod-resolver';
import { toast } from '../../../stores/toasts';
import { FieldError } from '../../common/FieldError';
import { inputClass, labelClass, primaryButton } from '../../common/styles';

function GracesForm({ graces }: { graces: LiveGraces }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(liveGracesSchema), defaultValues: graces });
  const save = useMutation({
    mutationFn: (body: LiveGraces) => api('live.updateGraces', { body }),
    onSuccess: (saved) => {
      toast({
        title: 'Márgenes guardados',
        description: `Conexión desde ${saved.beforeMin} min antes; corte ${saved.overrunMin} min después del final.`,
      });
      void queryClient.invalidateQueries({ queryKey: apiKey('live.graces') });
    },
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'No se pudo guardar.'), variant: 'destructive' }),
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="max-w-md space-y-4">
      <div>
        <label htmlFor="grace-before" className={labelClass}>
          Minutos antes del programa en que un presentador puede conectar (en espera)
        </label>
        <input
          id="grace-before"
          type="number"
          min={0}
          max={60}
          step={1}
          className={inputClass}
          {...form.register('beforeMin', { valueAsNumber: true })}
        />
        <FieldError message={errors.beforeMin?.message} />
      </div>
      <div>
        <label htmlFor="grace-overrun" className={labelClass}>
          Minutos que puede alargarse tras el final antes de cortarle
        </label>
        <input
          id="grace-overrun"
          type="number"
          min={0}
          max={30}
          step={1}
          className={inputClass}
          {...form.register('overrunMin', { valueAsNumber: true })}
        />
        <FieldError message={errors.overrunMin?.message} />
      </div>
      <button type="submit" disabled={save.isPending} className={primaryButton}>
        Guardar márgenes
      </button>
    </form>
  );
}

/** The presenters' schedule lock: how early they may connect, and how long they may overrun. */
export function LiveGracesSection() {
  const graces = useQuery(apiQuery('live.graces'));
  return (
    <section aria-labelledby="live-graces" className="mt-6 border-t pt-4">
      <h3 id="live-graces" className="mb-3 font-semibold">
        Directo de los presentadores
      </h3>
      {graces.isPending && <p role="status">Cargando márgenes...</p>}
      {graces.data && <GracesForm key={`${graces.data.beforeMin}/${graces.data.overrunMin}`} graces={graces.data} />}
    </section>
  );
}
