import { Loader2 } from 'lucide-react';

/** A loading indicator announced to screen readers with its (translated) label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-gray-700">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
