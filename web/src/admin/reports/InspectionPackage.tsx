import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readApiError } from '../../lib/api-check';
import { ApiRequestError, api, apiKey, apiQuery, apiUrl, errorMessage } from '../../lib/api';
import { formatKeyFingerprint } from '../../../../shared/text/key-fingerprint';
import { toast } from '../../stores/toasts';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { PackageCheck } from './PackageCheck';
import { ReportWindowFields } from './ReportWindowFields';
import { localInput, windowQuery } from './report-window';
import { withStationTimeZone } from '../../lib/station-clock';

const HOUR_MS = 3_600_000;

const failure = (error: unknown) => errorMessage(error, (error as Error).message);

/** Saves a response body as a file, with the name the server gave it. */
async function download(res: Response) {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'paquete.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** "Paquete de inspección": one click for the audio and running order of a window, signed; and a package checked. */
function InspectionPackageAt({ timeZone }: { timeZone: string }) {
  const [range, setRange] = useState(() => {
    const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    return { from: localInput(hour - HOUR_MS, timeZone), to: localInput(hour, timeZone) };
  });
  const queryClient = useQueryClient();
  const settings = useQuery(apiQuery('reports.settings'));
  const [licence, setLicence] = useState<string | null>(null);
  const saveLicence = useMutation({
    mutationFn: (value: string) => api('reports.updateSettings', { body: { licence: value } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKey('reports.settings') });
      toast({ title: 'Datos de la licencia guardados' });
    },
    onError: (error) => toast({ title: failure(error), variant: 'destructive' }),
  });
  const make = useMutation({
    mutationFn: async () => {
      const window = windowQuery(range.from, range.to, timeZone);
      if (!window) throw new Error('Indica el periodo.');
      const res = await fetch(apiUrl('reports.package'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(window)),
      });
      if (!res.ok) {
        const text = await res.text();
        throw new ApiRequestError(res.status, text, text, await readApiError(text));
      }
      await download(res);
    },
    onError: (error) => toast({ title: failure(error), variant: 'destructive' }),
  });
  return (
    <section aria-label="Paquete de inspección" className="space-y-6">
      <form
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          make.mutate();
        }}
      >
        <ReportWindowFields from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
        <div className="flex items-end">
          <button type="submit" className={primaryButton} disabled={make.isPending}>
            {make.isPending ? 'Preparando…' : 'Generar paquete'}
          </button>
        </div>
        <p className="text-sm text-gray-600 sm:col-span-3">
          Un ZIP con el audio del registro cortado al periodo, el registro de emisión en CSV y PDF y un manifiesto con
          la huella SHA-256 de cada archivo, firmado con la clave de la emisora (
          <a className="underline" href={apiUrl('reports.publicKey')}>
            clave pública
          </a>
          ). Se comprueba aquí abajo o con <code>npx emisora-verify paquete.zip --key clave-publica.pem</code>.
        </p>
        {settings.data && (
          <p className="text-sm text-gray-600 sm:col-span-3">
            Huella SHA-256 de la clave de la emisora (publícala para que la comparen con la que muestra emisora-verify):{' '}
            <code className="break-all">{formatKeyFingerprint(settings.data.keySha256)}</code>
          </p>
        )}
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          saveLicence.mutate(licence ?? settings.data?.licence ?? '');
        }}
      >
        <label className={`${labelClass} min-w-64 flex-1`}>
          Datos de la licencia (autoridad y número)
          <input
            className={inputClass}
            value={licence ?? settings.data?.licence ?? ''}
            onChange={(event) => setLicence(event.target.value)}
          />
        </label>
        <button type="submit" className={secondaryButton} disabled={saveLicence.isPending}>
          Guardar
        </button>
      </form>
      <PackageCheck />
    </section>
  );
}

export const InspectionPackage = withStationTimeZone(InspectionPackageAt);
