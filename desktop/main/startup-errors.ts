import { dialog } from 'electron';
import type { StationFailedMessage } from './station-messages';

/** What the volunteer chose to do about a station that could not start. */
export type StartFix = 'free-ports' | 'choose-folder' | 'skip-restore' | 'retry' | 'quit';

interface Offer {
  message: string;
  buttons: Array<{ label: string; fix: StartFix }>;
}

/** The dialog's words and buttons for a problem: it names the problem and offers the fix first. */
function offerFor(failure: StationFailedMessage, dataDir: string): Offer {
  const quit = { label: 'Salir', fix: 'quit' as const };
  const retry = { label: 'Reintentar', fix: 'retry' as const };
  switch (failure.problem) {
    case 'port':
      return {
        message: 'Otro programa ya usa uno de los puertos de Emisora.',
        buttons: [{ label: 'Usar otros puertos libres', fix: 'free-ports' }, retry, quit],
      };
    case 'data-dir':
      return {
        message: `Emisora no puede escribir en su carpeta de datos (${dataDir}).`,
        buttons: [{ label: 'Elegir otra carpeta…', fix: 'choose-folder' }, retry, quit],
      };
    case 'restore':
      return {
        message: 'La copia de seguridad no se ha podido restaurar; los datos no se han tocado.',
        buttons: [{ label: 'Arrancar sin restaurar', fix: 'skip-restore' }, quit],
      };
    default:
      return { message: 'Emisora no ha podido arrancar.', buttons: [retry, quit] };
  }
}

/** Start-up failures are never a silent exit: a dialog names the problem and offers the fix. */
export async function askAboutStartFailure(failure: StationFailedMessage, dataDir: string): Promise<StartFix> {
  const offer = offerFor(failure, dataDir);
  const { response } = await dialog.showMessageBox({
    type: 'error',
    title: 'Emisora no ha podido arrancar',
    message: offer.message,
    detail: failure.message,
    buttons: offer.buttons.map((b) => b.label),
    defaultId: 0,
    cancelId: offer.buttons.length - 1,
    noLink: true,
  });
  return offer.buttons[response]?.fix ?? 'quit';
}

/** A folder for the station's data, chosen in the system dialog (null if cancelled). */
export async function chooseDataFolder(title = 'Carpeta de datos de Emisora'): Promise<string | null> {
  const result = await dialog.showOpenDialog({ title, properties: ['openDirectory', 'createDirectory'] });
  return result.canceled ? null : (result.filePaths[0] ?? null);
}

/** A backup archive made by Emisora (.tar.gz), chosen in the system dialog. */
export async function chooseBackupFile(): Promise<string | null> {
  const result = await dialog.showOpenDialog({
    title: 'Copia de seguridad de Emisora',
    properties: ['openFile'],
    filters: [{ name: 'Copia de Emisora', extensions: ['gz', 'tgz', 'tar'] }],
  });
  return result.canceled ? null : (result.filePaths[0] ?? null);
}
