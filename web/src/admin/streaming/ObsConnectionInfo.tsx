import { RefreshCw } from 'lucide-react';
import type { AdminStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CopyField } from '../common/CopyField';
import { secondaryButton } from '../common/styles';
import { streamUrls } from './stream-urls';
import { useStreamingSettings } from './useStreamingSettings';

/** What to type into OBS (Ajustes → Emisión): server URL and stream key, with key regeneration. */
export function ObsConnectionInfo({ status, idPrefix }: { status: AdminStreamingStatus; idPrefix: string }) {
  const { regenerateKey } = useStreamingSettings();
  const { rtmpServer } = streamUrls(status);
  return (
    <div className="space-y-4">
      <CopyField id={`${idPrefix}-server`} label="URL del servidor" value={rtmpServer ?? 'No disponible'} />
      <CopyField id={`${idPrefix}-key`} label="Clave de transmisión" value={status.streamKey || 'Sin clave'} />
      <ConfirmDialog
        title="¿Regenerar la clave de transmisión?"
        description="La clave actual dejará de funcionar: OBS no podrá conectarse hasta que pegues la nueva clave en sus ajustes."
        confirmLabel="Regenerar"
        onConfirm={() => regenerateKey.mutate()}
        trigger={
          <button type="button" className={secondaryButton} disabled={regenerateKey.isPending}>
            <RefreshCw aria-hidden className="h-4 w-4" />
            Regenerar clave
          </button>
        }
      />
    </div>
  );
}
