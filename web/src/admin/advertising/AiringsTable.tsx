import { Download } from 'lucide-react';
import { secondaryButton } from '../common/styles';
import { DataTable } from '../common/DataTable';
import { formatDuration } from '../music/format';
import { airingsCsvUrl, useAirings } from './useCampaigns';
import { StationTime } from '../../lib/station-clock';

/** The proof of airing: every time the spot went on air, with the audience at that moment. */
export function AiringsTable({ campaignId }: { campaignId: number }) {
  const airings = useAirings(campaignId);
  return (
    <section aria-labelledby={`airings-${campaignId}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`airings-${campaignId}`} className="font-semibold">
          Emisiones
        </h3>
        <a href={airingsCsvUrl(campaignId)} download className={secondaryButton}>
          <Download aria-hidden className="h-4 w-4" />
          Descargar CSV
        </a>
      </div>
      {airings.isPending && <p role="status">Cargando emisiones...</p>}
      {airings.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las emisiones.
        </p>
      )}
      {airings.data && (
        <div className="max-h-80 overflow-y-auto">
          <DataTable
            caption="Emisiones de la campaña"
            headers={['Fecha y hora', 'Cuña', 'Duración', 'Oyentes']}
            empty="Esta campaña todavía no se ha emitido."
            isEmpty={airings.data.length === 0}
          >
            {airings.data.map((airing) => (
              <tr key={airing.id}>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  <StationTime at={airing.airedAt} shape="dateTimeSeconds" />
                </td>
                <td className="px-3 py-2">{airing.spot.title}</td>
                <td className="px-3 py-2 tabular-nums">{formatDuration(airing.durationSec)}</td>
                <td className="px-3 py-2 tabular-nums">{airing.listeners}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
