import { RefreshCw } from 'lucide-react';
import { cardClass, secondaryButton } from '../../common/styles';
import { LiveStatusBadge } from '../../streaming/LiveStatusBadge';
import { ObsConnectionInfo } from '../../streaming/ObsConnectionInfo';
import { ObsRecommendedSettings } from '../../streaming/ObsRecommendedSettings';
import { useStreamingStatus } from '../../streaming/useStreamingStatus';

/** Management panel, live (OBS) tab: the real input state and connection details. */
export function LiveTab() {
  const status = useStreamingStatus();
  return (
    <div className="max-w-2xl space-y-4">
      <section className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2">
            Estado de OBS: {status.data ? <LiveStatusBadge status={status.data.status} /> : <span>—</span>}
          </p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => status.refetch()}
            disabled={status.isFetching}
          >
            <RefreshCw aria-hidden className={`h-4 w-4 ${status.isFetching ? 'animate-spin' : ''}`} />
            Actualizar Estado
          </button>
        </div>
        {status.data && (
          <p className="mt-2 text-sm text-gray-600">
            {status.data.isEnabled
              ? 'La transmisión en vivo está permitida.'
              : 'La transmisión en vivo está desactivada: actívala en Gestión de Música → Transmisión en Vivo.'}
            {status.data.isLive ? ' Ahora mismo se emite en directo.' : ' Ahora mismo suena la música automática.'}
          </p>
        )}
        {status.isError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            Error al conectar con el servidor de streaming. El servicio podría no estar disponible.
          </p>
        )}
      </section>
      {status.data && (
        <section className={cardClass}>
          <h3 className="mb-3 font-semibold">Conexión de OBS</h3>
          <ObsConnectionInfo status={status.data} idPrefix="dashboard-obs" />
        </section>
      )}
      <section className={cardClass}>
        <ObsRecommendedSettings />
      </section>
    </div>
  );
}
