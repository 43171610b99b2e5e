import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { stationTimeZoneInputSchema } from '../../../../shared/schemas/core/station-core';
import { api, apiQuery, errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/zod-resolver';
import { toast } from '../../stores/toasts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { applyWithRestart } from './core-restart';
import { RestartingNotice } from './RestartingNotice';

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/**
 * 'Configuración' → «Zona horaria de la emisora»: every time of the schedule, the ad breaks and the campaigns' days
 * are in it. A new zone is checked as --timezone checks it, confirmed, stored, and the station restarts to apply it
 * (the page waits for it to come back). A zone the operator fixed when starting the station is shown, not offered.
 */
export function TimeZoneSection() {
  const queryClient = useQueryClient();
  const zone = useQuery(apiQuery('core.timezone'));
  const [restarting, setRestarting] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(stationTimeZoneInputSchema),
    values: { timezone: zone.data?.timezone ?? '' },
  });
  const change = useMutation({
    mutationFn: (timezone: string) =>
      applyWithRestart(() => api('core.setTimezone', { body: { timezone } }), setRestarting),
    onSettled: () => setRestarting(null),
    onSuccess: (answer, timezone) => {
      // Everything the admin sees was read in the old zone.
      void queryClient.invalidateQueries();
      toast({
        title: answer.restarting ? 'Emisora reiniciada' : 'Sin cambios',
        description: answer.restarting ? `La emisora funciona ya con la zona horaria ${timezone}.` : answer.message,
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo cambiar la zona horaria',
        description: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  const chosen = form.watch('timezone');
  const fixedBy = zone.data?.fixedBy ?? null;
  return (
    <section className={cardClass} aria-labelledby="timezone-title">
      <h2 id="timezone-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Clock aria-hidden className="h-4 w-4" />
        Zona horaria de la emisora
      </h2>
      <p className="mb-4 text-sm text-gray-700">
        Las horas de la programación, las pausas publicitarias, los días de las campañas y los informes se leen en esta
        zona, la de la emisora, sea cual sea la del ordenador de quien la mira.
      </p>
      {zone.isPending && <p role="status">Cargando zona horaria...</p>}
      {zone.data && (
        <form noValidate onSubmit={(event) => event.preventDefault()} className="max-w-md space-y-3">
          <div>
            <label htmlFor="station-timezone" className={labelClass}>
              Zona horaria
            </label>
            <select
              id="station-timezone"
              className={inputClass}
              disabled={fixedBy !== null || change.isPending}
              {...form.register('timezone')}
            >
              {ZONES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError message={form.formState.errors.timezone?.message} />
            {fixedBy && (
              <p role="note" className="mt-1 text-sm text-gray-700">
                La fija <code className="rounded bg-gray-100 px-1">{fixedBy}</code> al arrancar la emisora: para
                cambiarla, cámbiala allí y reinicia la emisora.
              </p>
            )}
          </div>
          {!fixedBy && (
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className={primaryButton}
                  disabled={change.isPending || chosen === zone.data.timezone}
                >
                  Cambiar y reiniciar la emisora
                </button>
              }
              title={`¿Cambiar la zona horaria a ${chosen}?`}
              description={
                `Todas las horas de la programación, las pausas y las campañas pasarán a leerse en ${chosen}. ` +
                'La emisora se reiniciará para aplicarlo: unos segundos sin emisión, y los oyentes vuelven a conectar solos.'
              }
              confirmLabel="Cambiar y reiniciar"
              onConfirm={() => void form.handleSubmit(({ timezone }) => change.mutate(timezone))()}
            />
          )}
        </form>
      )}
      <RestartingNotice message={restarting} />
    </section>
  );
}
