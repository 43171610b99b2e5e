import { useLevels } from './levels-store';

/** The meter's scale: −60 dBFS to 0. */
const FLOOR_DB = -60;
const percentOf = (db: number | null) =>
  db === null ? 0 : Math.max(0, Math.min(100, ((db - FLOOR_DB) / -FLOOR_DB) * 100));
const colourOf = (db: number | null) =>
  db === null || db < -18 ? 'bg-green-500' : db < -6 ? 'bg-yellow-400' : 'bg-red-500';
const label = (db: number | null) => (db === null ? '−∞' : db.toFixed(1));

/** One bar: RMS as the fill, the peak as a line on it. */
function Bar({ name, peak, rms }: { name: string; peak: number | null; rms: number | null }) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-8 text-sm font-semibold text-gray-300">{name}</span>
      <div
        role="meter"
        aria-label={`Nivel ${name}`}
        aria-valuemin={FLOOR_DB}
        aria-valuemax={0}
        aria-valuenow={rms ?? FLOOR_DB}
        aria-valuetext={`RMS ${label(rms)} dB, pico ${label(peak)} dB`}
        className="relative h-5 flex-1 overflow-hidden rounded bg-gray-700"
      >
        <div className={`h-full ${colourOf(rms)}`} style={{ width: `${percentOf(rms)}%` }} />
        <div className="absolute top-0 h-full w-1 bg-white" style={{ left: `calc(${percentOf(peak)}% - 2px)` }} />
      </div>
      <span className="w-20 text-right text-xs tabular-nums text-gray-300" data-testid={`peak-${name}`}>
        {label(peak)} dB
      </span>
    </div>
  );
}

/** The output meter (peak and RMS per channel, from the mixer) and the live input's level while OBS is on air. */
export function LevelMeter() {
  const levels = useLevels((state) => state.levels);
  return (
    <section aria-label="Niveles" className="space-y-2 rounded-xl bg-gray-900 p-4">
      <h2 className="text-xs uppercase tracking-wider text-gray-400">Salida al aire</h2>
      <Bar name="L" peak={levels?.peak[0] ?? null} rms={levels?.rms[0] ?? null} />
      <Bar name="R" peak={levels?.peak[1] ?? null} rms={levels?.rms[1] ?? null} />
      {levels?.live && (
        <>
          <h2 className="pt-1 text-xs uppercase tracking-wider text-gray-400">Entrada en directo (OBS)</h2>
          <Bar name="Dir" peak={levels.live.peak} rms={levels.live.rms} />
        </>
      )}
      {!levels && <p className="text-sm text-gray-400">Sin señal: la emisión está parada.</p>}
    </section>
  );
}
