import { RefreshCw } from 'lucide-react';
import { BackToDashboard } from '../common/BackToDashboard';
import { CopyField } from '../common/CopyField';
import { cardClass, secondaryButton } from '../common/styles';
import { AlertHistory } from '../health/AlertHistory';
import { useAlertHistory, useHealthSettings, useRotateMetricsToken } from '../health/health-api';
import { HealthSettingsForm } from '../health/HealthSettingsForm';
import { SilentTracks } from '../health/SilentTracks';

/** /admin/alerts "Avisos": the alert history, the silence thresholds and webhook, and the metrics token. */
export default function AlertsPage() {
  const history = useAlertHistory();
  const settings = useHealthSettings();
  const rotate = useRotateMetricsToken();
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <h1 className="text-2xl font-bold">Avisos</h1>
      <section className={cardClass} aria-labelledby="alert-history">
        <h2 id="alert-history" className="mb-2 font-semibold">
          Historial
        </h2>
        {history.data && <AlertHistory alerts={history.data} />}
      </section>
      <section className={cardClass} aria-labelledby="silent-tracks">
        <h2 id="silent-tracks" className="mb-2 font-semibold">
          Temas silenciosos
        </h2>
        <SilentTracks />
      </section>
      <section className={cardClass} aria-labelledby="alert-settings">
        <h2 id="alert-settings" className="mb-2 font-semibold">
          Ajustes
        </h2>
        {settings.data && <HealthSettingsForm settings={settings.data} />}
      </section>
      <section className={cardClass} aria-labelledby="metrics">
        <h2 id="metrics" className="mb-2 font-semibold">
          Monitorización (Prometheus)
        </h2>
        <p className="mb-3 text-sm text-gray-600">
          <code>GET /metrics</code> con la cabecera <code>Authorization: Bearer &lt;token&gt;</code>. El estado para
          comprobadores de disponibilidad está en <code>/api/health</code> (503 cuando no se emite).
        </p>
        {settings.data && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <CopyField id="metrics-token" label="Token de métricas" value={settings.data.metricsToken} />
            </div>
            <button
              type="button"
              className={secondaryButton}
              disabled={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              <RefreshCw aria-hidden className="h-4 w-4" />
              Renovar
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
