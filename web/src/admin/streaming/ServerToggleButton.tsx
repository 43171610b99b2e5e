import { Play, Square } from 'lucide-react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { dangerButton, primaryButton } from '../common/styles';
import { useServerControl } from './useServerControl';

/** The consequence of stopping, said before it happens: one stray click used to take the station off air. */
export const STOP_SERVER_WARNING =
  'La emisora saldrá del aire: los oyentes conectados se quedarán sin sonido, la señal que alimenta el transmisor ' +
  'de FM quedará en silencio y OBS no podrá transmitir hasta que vuelvas a iniciar el servidor.';

/** 'Iniciar Servidor' or 'Detener Servidor', depending on the state; stopping asks first. */
export function ServerToggleButton({ running }: { running: boolean }) {
  const { start, stop, pending } = useServerControl();
  if (running) {
    return (
      <ConfirmDialog
        title="¿Detener el servidor de streaming?"
        description={STOP_SERVER_WARNING}
        confirmLabel="Detener y salir del aire"
        onConfirm={() => stop.mutate()}
        trigger={
          <button type="button" className={`${dangerButton} px-4 py-2`} disabled={pending}>
            <Square aria-hidden className="h-4 w-4" />
            {stop.isPending ? 'Deteniendo...' : 'Detener Servidor'}
          </button>
        }
      />
    );
  }
  return (
    <button type="button" className={primaryButton} disabled={pending} onClick={() => start.mutate()}>
      <Play aria-hidden className="h-4 w-4" />
      {start.isPending ? 'Iniciando...' : 'Iniciar Servidor'}
    </button>
  );
}
