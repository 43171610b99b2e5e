import { AS_RUN_KIND_LABEL, type AsRunItem } from '../../../../shared/schemas/reports/as-run';
import { stationTime } from './report-window';

interface Props {
  items: AsRunItem[];
  /** The station's zone, in which the start times are shown. */
  timezone: string;
}

/** One page of the as-run log: a row per thing that aired. */
export function AsRunTable({ items, timezone }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-gray-500">
          <tr>
            <th className="p-2">Inicio</th>
            <th className="p-2">Seg.</th>
            <th className="p-2">Tipo</th>
            <th className="p-2">Título</th>
            <th className="p-2">Artista</th>
            <th className="p-2">Programa</th>
            <th className="p-2">Campaña</th>
            <th className="p-2">ISRC</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-gray-100">
              <td className="p-2 tabular-nums">{stationTime(item.startedAt, timezone)}</td>
              <td className="p-2 tabular-nums">{item.seconds === null ? '—' : Math.round(item.seconds)}</td>
              <td className="p-2">{AS_RUN_KIND_LABEL[item.kind]}</td>
              <td className="p-2">
                {item.title}
                {item.standIn && <span className="block text-xs text-amber-700">{item.standIn}</span>}
              </td>
              <td className="p-2">{item.artist}</td>
              <td className="p-2">{[item.show, item.presenter].filter(Boolean).join(' · ')}</td>
              <td className="p-2">{item.campaign}</td>
              <td className="p-2">{item.isrc}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
