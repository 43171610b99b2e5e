import { app, dialog } from 'electron';
import type { AirState } from './station-messages';

/**
 * Quitting: while the station is on air the volunteer is asked first (listeners would lose the station); then
 * the station process is stopped cleanly and only then does the app quit. Closing the last window never quits
 * (the station lives in the tray).
 */
export function setupQuit(options: {
  air(): AirState;
  stopStation(): Promise<void>;
  /** Called once quitting is decided, before the station stops. */
  onQuitting?(): void;
}) {
  let quitting = false;
  let stopped = false;
  let asking = false;

  app.on('window-all-closed', () => {
    // Stay in the tray: the station keeps broadcasting without a window.
  });

  app.on('before-quit', (event: { preventDefault(): void }) => {
    if (stopped) return;
    event.preventDefault();
    if (quitting || asking) return;
    void (async () => {
      if (options.air() !== 'off') {
        asking = true;
        const { response } = await dialog.showMessageBox({
          type: 'warning',
          title: 'Emisora',
          message: 'La emisora está en antena.',
          detail: 'Si sales de Emisora, la emisión se detiene y los oyentes dejarán de oírla.',
          buttons: ['Seguir emitiendo', 'Salir y detener la emisión'],
          defaultId: 0,
          cancelId: 0,
          noLink: true,
        });
        asking = false;
        if (response !== 1) return;
      }
      quitting = true;
      options.onQuitting?.();
      await options.stopStation();
      stopped = true;
      app.quit();
    })();
  });

  return { isQuitting: () => quitting };
}
