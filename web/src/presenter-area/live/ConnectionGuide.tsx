import { useQuery } from '@tanstack/react-query';
import type { LiveCredentialsView } from '../../../../shared/schemas/users/auth';
import { CopyButton } from '../../admin/common/CopyButton';
import { apiQuery } from '../../lib/api';
import { guideApps, HEARD_POLL_MS } from './guide-settings';
import { StandbyMonitor } from './StandbyMonitor';
import { StandbyPcNotice } from './StandbyPcNotice';

/** "We hear you": polled while the guide is open, so a presenter testing their encoder sees it arrive. */
function HeardIndicator() {
  const heard = useQuery({ ...apiQuery('me.liveHeard'), refetchInterval: HEARD_POLL_MS });
  const on = heard.data?.heard === true;
  return (
    <p role="status" aria-label="Señal" className={on ? 'font-semibold text-green-700' : 'text-gray-600'}>
      {on ? '¡Te oímos! Tu señal llega a la emisora.' : 'Aún no te oímos. Conecta tu programa con estos datos.'}
    </p>
  );
}

/** Ready settings for BUTT, Mixxx, OBS and Liquidsoap, each value with its copy button. */
export function ConnectionGuide({ live }: { live: LiveCredentialsView }) {
  // One address for every encoder, the station's (its public URL, else the one this page was reached by).
  const apps = guideApps(live, live.host, window.location.port || '80');
  return (
    <section aria-labelledby="guide-title" className="space-y-4">
      <h2 id="guide-title" className="text-xl font-semibold">
        Guía de conexión
      </h2>
      <StandbyPcNotice live={live} port={window.location.port || '80'} />
      <HeardIndicator />
      <StandbyMonitor />
      {apps.map((app) => (
        <section key={app.name} aria-label={app.name} className="rounded border p-4">
          <h3 className="font-semibold">{app.name}</h3>
          <p className="text-sm text-gray-600">{app.where}</p>
          <dl className="mt-2 space-y-2">
            {app.fields.map((field) => (
              <div key={field.label} className="flex flex-wrap items-center gap-2">
                <dt className="w-48 text-sm text-gray-700">{field.label}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <code className="whitespace-pre-wrap break-all rounded bg-gray-100 px-2 py-1 text-sm">
                    {field.value}
                  </code>
                  <CopyButton text={field.value} label={`${field.label} de ${app.name}`} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
