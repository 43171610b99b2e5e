import { SyncError } from './resumable-download';

/**
 * Why a standby's copy stopped, as its admin reads it: the cause when there is one the engineer can act on (a
 * refused token, another version), whether the studio answers at all, else that the good copy stays. The technical
 * detail goes to the log; this goes to the public health endpoint, so it never carries more than the studio said.
 */
export function copyErrorOf(error: unknown): string {
  if (error instanceof SyncError && error.reason) return error.reason;
  // fetch's own failure: nothing answered (the studio is off, or the network between them is down).
  if (error instanceof TypeError && error.message === 'fetch failed')
    return 'El estudio no responde: la copia no se actualiza hasta que vuelva.';
  return 'La última copia del estudio no se pudo completar o comprobar: se mantiene la anterior y se reintenta.';
}
