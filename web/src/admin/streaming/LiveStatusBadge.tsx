import type { LiveStatus } from '../../../../shared/schemas/broadcast/streaming';
import { LIVE_STATUS_LABEL } from './live-status-label';

export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { text, className } = LIVE_STATUS_LABEL[status];
  return (
    <span
      data-testid="live-status"
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${className}`}
    >
      {text}
    </span>
  );
}
