import { cardClass } from '../common/styles';
import { useStreamingStatus } from '../streaming/useStreamingStatus';
import { SettingsForm } from './SettingsForm';

/** 'Configuración': how the automatic rotation sounds. */
export function SettingsSection() {
  const status = useStreamingStatus();
  return (
    <section className={cardClass}>
      <h2 className="mb-4 font-semibold">Sonido de la emisión</h2>
      {status.isPending && <p role="status">Cargando configuración...</p>}
      {status.isError && (
        <p role="alert" className="text-red-600">
          Error al conectar con el servidor de streaming. El servicio podría no estar disponible.
        </p>
      )}
      {/* Keyed by the stored values so the form starts from what the server holds. */}
      {status.data && (
        <SettingsForm
          key={`${status.data.crossfadeSeconds}/${status.data.loudnessTargetLufs}/${status.data.listenerCountMinimum}`}
          status={status.data}
        />
      )}
    </section>
  );
}
