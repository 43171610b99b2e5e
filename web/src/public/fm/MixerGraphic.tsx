/** A drawn mixing console: eight channel strips with faders at different levels. */
export function MixerGraphic({ label }: { label: string }) {
  const levels = [30, 55, 40, 70, 25, 60, 45, 35];
  return (
    <svg viewBox="0 0 400 160" role="img" aria-label={label} className="h-auto w-full">
      <rect width="400" height="160" rx="12" fill="#374151" />
      {levels.map((level, i) => {
        const x = 30 + i * 45;
        return (
          <g key={x}>
            <circle cx={x} cy="22" r="7" fill="#9ca3af" />
            <circle cx={x} cy="44" r="7" fill="#9ca3af" />
            <rect x={x - 2} y="60" width="4" height="85" rx="2" fill="#111827" />
            <rect x={x - 10} y={60 + level} width="20" height="12" rx="2" fill={i === 3 ? '#ef4444' : '#e5e7eb'} />
          </g>
        );
      })}
    </svg>
  );
}
