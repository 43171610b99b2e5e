import { LoaderCircle } from 'lucide-react';

/** What the admin sees while the station restarts to apply a change: the station's own words, then it is back. */
export function RestartingNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <LoaderCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 animate-spin" />
      <span>
        {message} <strong>Reiniciando la emisora…</strong>
      </span>
    </p>
  );
}
