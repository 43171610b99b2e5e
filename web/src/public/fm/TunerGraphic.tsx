import { STATION } from '../../../../shared/station/station-facts';

/** A drawn FM tuner dial with the needle on the station's frequency. */
export function TunerGraphic({ label }: { label: string }) {
  const min = 87.5;
  const max = 108;
  // The scale stays 30 px inside the cream window, so the centred "88" and "108" labels fit whole.
  const at = (f: number) => 44 + ((f - min) / (max - min)) * 312;
  const x = at(STATION.frequencyMHz);
  const ticks = [88, 92, 96, 100, 104, 108];
  return (
    <svg viewBox="0 0 400 120" role="img" aria-label={label} className="h-auto w-full">
      <rect x="0" y="0" width="400" height="120" rx="12" fill="#1f2937" />
      <rect x="14" y="20" width="372" height="60" rx="6" fill="#fef3c7" />
      {ticks.map((f) => {
        const tx = at(f);
        return (
          <g key={f}>
            <line x1={tx} y1="24" x2={tx} y2="44" stroke="#1f2937" strokeWidth="2" />
            <text x={tx} y="66" textAnchor="middle" fontSize="12" fill="#1f2937" data-testid="tuner-tick">
              {f}
            </text>
          </g>
        );
      })}
      <line x1={x} y1="20" x2={x} y2="80" stroke="#b91c1c" strokeWidth="3" />
      <text x="200" y="106" textAnchor="middle" fontSize="16" fontWeight="bold" fill="#fef3c7">
        FM {STATION.frequencyMHz} MHz
      </text>
    </svg>
  );
}
