import type { Campaign } from '../../../../shared/schemas/programming/campaigns';
import { STATUS_LABELS } from './campaign-format';

export function StatusBadge({ status }: { status: Campaign['status'] }) {
  const { label, className } = STATUS_LABELS[status];
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>{label}</span>
  );
}
