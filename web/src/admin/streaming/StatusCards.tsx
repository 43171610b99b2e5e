import { Headphones, Mic, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';
import { CopyField } from '../common/CopyField';
import { cardClass } from '../common/styles';
import { streamUrls } from './stream-urls';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className={cardClass} aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-gray-600">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** 'Estado' tab: server state, listeners, live or rotation, the direct stream address. */
export function StatusCards({ status }: { status: PublicStreamingStatus }) {
  const { mp3 } = streamUrls(status);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Estado del servidor" icon={<Radio aria-hidden className="h-4 w-4" />}>
          <p
            data-testid="server-state"
            className={`text-2xl font-bold ${status.serverRunning ? 'text-green-600' : 'text-gray-500'}`}
          >
            {status.serverRunning ? 'ACTIVO' : 'INACTIVO'}
          </p>
        </Card>
        <Card title="Oyentes" icon={<Headphones aria-hidden className="h-4 w-4" />}>
          <p data-testid="listeners" className="text-2xl font-bold">
            {status.listeners ?? 0}
          </p>
        </Card>
        <Card title="Transmisión" icon={<Mic aria-hidden className="h-4 w-4" />}>
          <p
            data-testid="broadcast-mode"
            className={`text-2xl font-bold ${status.isLive ? 'text-red-600' : 'text-blue-700'}`}
          >
            {status.isLive ? 'EN DIRECTO' : 'MÚSICA AUTOMÁTICA'}
          </p>
        </Card>
      </div>
      <section className={cardClass}>
        <CopyField id="direct-stream-url" label="URL del stream directo" value={mp3} />
        <p className="mt-2 text-xs text-gray-500">
          Puertos: RTMP {status.rtmpPort ?? 'N/A'} · HTTP-FLV {status.httpPort ?? 'N/A'}
        </p>
      </section>
    </div>
  );
}
