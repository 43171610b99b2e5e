import { Play, Square } from 'lucide-react';
import { dangerButton, primaryButton } from '../common/styles';
import { useServerControl } from './useServerControl';

/** 'Iniciar Servidor' or 'Detener Servidor', depending on the state. */
export function ServerToggleButton({ running }: { running: boolean }) {
  const { start, stop, pending } = useServerControl();
  if (running) {
    return (
      <button type="button" className={`${dangerButton} px-4 py-2`} disabled={pending} onClick={() => stop.mutate()}>
        <Square aria-hidden className="h-4 w-4" />
        {stop.isPending ? 'Deteniendo...' : 'Detener Servidor'}
      </button>
    );
  }
  return (
    <button type="button" className={primaryButton} disabled={pending} onClick={() => start.mutate()}>
      <Play aria-hidden className="h-4 w-4" />
      {start.isPending ? 'Iniciando...' : 'Iniciar Servidor'}
    </button>
  );
}
