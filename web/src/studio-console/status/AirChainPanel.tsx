import { useQuery } from '@tanstack/react-query';
import { RadioTower } from 'lucide-react';
import { useAirChain, useOffAir } from '../../admin/outputs/air-chain-api';
import { useRds } from '../../admin/outputs/rds-api';
import { useStreamingStatus } from '../../admin/streaming/useStreamingStatus';
import { apiQuery } from '../../lib/api';
import { airChainRows, type ChainRow, type Health } from './air-chain-rows';

const BADGE: Record<Health, string> = {
  ok: 'bg-green-100 text-green-800',
  warn: 'bg-yellow-100 text-yellow-800',
  bad: 'bg-red-100 text-red-800',
  off: 'bg-gray-100 text-gray-700',
};

const FLOOR_DB = -60;
const percentOf = (db: number) => Math.max(0, Math.min(100, ((db - FLOOR_DB) / -FLOOR_DB) * 100));

/** A row's own peak meter (−60…0 dBFS). */
function PeakMeter({ name, db }: { name: string; db: number | null }) {
  const text = db === null ? '−∞' : db.toFixed(1);
  return (
    <div className="flex items-center gap-2">
      <div
        role="meter"
        aria-label={`Nivel de ${name}`}
        aria-valuemin={FLOOR_DB}
        aria-valuemax={0}
        aria-valuenow={db ?? FLOOR_DB}
        aria-valuetext={`pico ${text} dBFS`}
        className="h-2 w-32 overflow-hidden rounded bg-gray-200"
      >
        <div className="h-full bg-green-500" style={{ width: `${db === null ? 0 : percentOf(db)}%` }} />
      </div>
      <span className="w-20 text-xs tabular-nums text-gray-600">{text} dBFS</span>
    </div>
  );
}

function Row({ row }: { row: ChainRow }) {
  return (
    <li className="space-y-1 py-2" data-testid={`air-chain-${row.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-44 font-medium">{row.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[row.health]}`}>{row.state}</span>
        {row.peakDbfs !== undefined && <PeakMeter name={row.name} db={row.peakDbfs} />}
        {row.detail && <span className="text-sm text-gray-600">{row.detail}</span>}
      </div>
      {row.alerts.map((alert) => (
        <p key={alert.id} role="alert" className="text-sm text-red-700">
          {alert.message}
        </p>
      ))}
    </li>
  );
}

/**
 * The air chain at a glance: studio input, the transmitter's sound card with its meter, RDS, the
 * off-air monitor, the web mounts and the Icecast pushes, each with its state and its own alerts.
 */
export function AirChainPanel() {
  const airChain = useAirChain(2_000);
  const offAir = useOffAir();
  const rds = useRds();
  const status = useStreamingStatus(5_000);
  const pushes = useQuery({ ...apiQuery('outputs.list'), refetchInterval: 5_000 });
  const alerts = useQuery({ ...apiQuery('health.alerts', { query: { open: 'true' } }), refetchInterval: 5_000 });
  const rows = airChainRows({
    airChain: airChain.data,
    offAir: offAir.data,
    rds: rds.data,
    pushes: pushes.data,
    serverRunning: status.data?.serverRunning,
    listeners: status.data?.listeners ?? 0,
    alerts: alerts.data ?? [],
  });
  return (
    <section aria-labelledby="air-chain-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="air-chain-title" className="flex items-center gap-2 font-semibold">
        <RadioTower aria-hidden className="h-5 w-5" /> Cadena de antena
      </h2>
      <ul className="divide-y divide-gray-100">
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}
