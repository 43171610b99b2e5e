import { Progress } from 'radix-ui';

/** Upload progress bar; `percent` null while the size is unknown. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm text-gray-600">
        <span>{label}</span>
        {percent !== null && <span>{percent}%</span>}
      </div>
      <Progress.Root
        value={percent}
        max={100}
        aria-label={label}
        className="relative h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <Progress.Indicator className="h-full bg-brand transition-[width]" style={{ width: `${percent ?? 0}%` }} />
      </Progress.Root>
    </div>
  );
}
