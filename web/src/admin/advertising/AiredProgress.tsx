/** Booked vs aired: "12 / 40 emitidas" over a bar. */
export function AiredProgress({ aired, spots, label }: { aired: number; spots: number; label: string }) {
  const percent = spots > 0 ? Math.min(100, Math.round((aired / spots) * 100)) : 0;
  return (
    <div className="min-w-32">
      <p className="text-xs tabular-nums text-gray-700">
        {aired} / {spots} emitidas
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={spots}
        aria-valuenow={aired}
        className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
