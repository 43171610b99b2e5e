import { Headphones } from 'lucide-react';
import type { AdminStreamingStatus } from '../../../shared/schemas/broadcast/streaming';
import { LiveStatusBadge } from '../admin/streaming/LiveStatusBadge';
import { ServerToggleButton } from '../admin/streaming/ServerToggleButton';
import { SkipButton } from './SkipButton';
import { plural } from '../../../shared/text/plural';

/** Broadcast state and the controls a presenter needs at hand. */
export function StudioStatusBar({
  status,
  listeners,
  isLive,
}: {
  status: AdminStreamingStatus;
  listeners: number;
  isLive: boolean;
}) {
  return (
    <section
      aria-label="Estado de la emisión"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <p
        data-testid="studio-server-state"
        className={`text-lg font-bold ${status.serverRunning ? 'text-green-600' : 'text-gray-500'}`}
      >
        {status.serverRunning ? 'EN EMISIÓN' : 'EMISIÓN DETENIDA'}
      </p>
      <p
        data-testid="studio-mode"
        className={`rounded-full px-3 py-1 text-sm font-semibold ${isLive ? 'bg-red-600 text-white' : 'bg-blue-100 text-blue-800'}`}
      >
        {isLive ? 'EN DIRECTO' : 'MÚSICA AUTOMÁTICA'}
      </p>
      <p className="flex items-center gap-1 text-sm">
        <Headphones aria-hidden className="h-4 w-4" />
        <span data-testid="studio-listeners">{listeners}</span> {plural(listeners, { one: 'oyente', other: 'oyentes' })}
      </p>
      <p className="flex items-center gap-2 text-sm">
        OBS: <LiveStatusBadge status={status.status} />
      </p>
      <div className="ml-auto flex flex-wrap gap-2">
        <SkipButton disabled={!status.serverRunning || isLive} />
        <ServerToggleButton running={status.serverRunning} />
      </div>
    </section>
  );
}
