import { Switch } from 'radix-ui';
import { cardClass } from '../common/styles';
import { LiveStatusBadge } from '../streaming/LiveStatusBadge';
import { ObsConnectionInfo } from '../streaming/ObsConnectionInfo';
import { ObsRecommendedSettings } from '../streaming/ObsRecommendedSettings';
import { useStreamingSettings } from '../streaming/useStreamingSettings';
import { useStreamingStatus } from '../streaming/useStreamingStatus';

/** 'Transmisión en Vivo': allow OBS to go live, and what OBS needs to connect. */
export function LiveStreamingTab() {
  const status = useStreamingStatus();
  const { saveSettings, regenerateKey } = useStreamingSettings();
  if (status.isPending) return <p role="status">Cargando estado de la transmisión...</p>;
  if (status.isError)
    return (
      <p role="alert" className="text-red-600">
        Error al conectar con el servidor de streaming. El servicio podría no estar disponible.
      </p>
    );
  const s = status.data;

  const toggle = (enabled: boolean) =>
    saveSettings.mutate(
      { isEnabled: enabled },
      // A station without a key cannot accept OBS: make one the first time live is enabled.
      { onSuccess: () => (enabled && !s.streamKey ? regenerateKey.mutate() : undefined) },
    );

  return (
    <div className="max-w-2xl space-y-4">
      <section className={cardClass}>
        <div className="flex items-center justify-between gap-4">
          <div>
            <label htmlFor="live-enabled" className="font-semibold">
              Permitir transmisión en vivo
            </label>
            <p className="text-sm text-gray-600">
              Cuando está activada, OBS puede emitir en directo con la clave de abajo.
            </p>
          </div>
          <Switch.Root
            id="live-enabled"
            checked={s.isEnabled}
            disabled={saveSettings.isPending}
            onCheckedChange={toggle}
            className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors data-[state=checked]:bg-green-600"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
        </div>
        <p className="mt-3 text-sm">
          Estado: <LiveStatusBadge status={s.status} />
        </p>
      </section>
      <section className={cardClass}>
        <h3 className="mb-3 font-semibold">Conexión de OBS</h3>
        <ObsConnectionInfo status={s} idPrefix="music-obs" />
      </section>
      <section className={cardClass}>
        <ObsRecommendedSettings />
      </section>
    </div>
  );
}
